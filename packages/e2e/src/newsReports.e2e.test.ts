import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * News reports end to end (issue 7): a reporter writes a news report with three sections and a CG
 * and watches the total; an editor approves it (the reporter has no such menu item), associates it
 * with an assignment and prints it in two columns; an unsaved news report comes back after a
 * reload.
 */

const baseURL = inject('baseURL');
const browser = useBrowser();
let editorApi: ApiClient;
const SLUG = 'PRAÇA REVITALIZADA NO CENTRO';

interface NewsReport {
  id: number;
  slug: string;
  ok: boolean;
  totalMs: number;
  sections: { type: string; content: string; durationMs: number }[];
  cgs: { ciiData: { fields: { value: string }[] } | null }[];
  assignmentId: number | null;
}

beforeAll(async () => {
  editorApi = new ApiClient(baseURL);
  await editorApi.login('editor', 'newsroom');
});

async function findNewsReport(slug: string): Promise<NewsReport | undefined> {
  const page = await editorApi.get<{ data: NewsReport[] }>(
    `/api/news_reports/filter?allPrograms=true&text=${encodeURIComponent(slug)}`,
  );
  return page.data.find((r) => r.slug === slug);
}

/** Opens the More menu and, for a submenu item, hovers its submenu first. */
async function moreMenu(page: Page, item: string, submenu?: number): Promise<void> {
  await page.click('[data-testid=news-report-more]');
  if (submenu !== undefined) {
    await page.locator('.ant-dropdown-menu-submenu-title').nth(submenu).hover();
  }
  await page.click(`[data-testid=${item}]`);
}

async function addSection(page: Page, type: string, content: string): Promise<void> {
  await page.click(`[data-testid=news-report-add-section-${type}]`);
  await page
    .locator(
      `[data-testid=news-report-section][data-type=${type}] [data-testid=news-report-section-content]`,
    )
    .last()
    .fill(content);
}

describe('news reports', () => {
  it('are written, timed, approved, associated, printed and recovered after a reload', async () => {
    const reporter = await browser.page();
    await login(reporter, 'reporter', 'newsroom');
    await reporter.goto('/main?area=reportages');
    await reporter.click('[data-testid=news-reports-new]');
    await reporter.waitForSelector('[data-testid=news-report-form]');
    await reporter.fill('[data-testid=news-report-slug]', SLUG.toLowerCase());

    // Three sections: an appearance, an off and an interview with a typed duration.
    await addSection(
      reporter,
      'APPEARANCE',
      'A praça central reabre hoje depois de um ano de obras.',
    );
    await addSection(
      reporter,
      'OFF',
      'Os moradores aprovaram os novos bancos, a iluminação e o parquinho.',
    );
    await addSection(reporter, 'INTERVIEW', 'Ficou muito melhor para as crianças.');
    const interview = reporter.locator('[data-testid=news-report-section][data-type=INTERVIEW]');
    await interview.locator('[data-testid=news-report-section-duration]').fill('0020');
    await interview.locator('[data-testid=news-report-section-duration]').press('Enter');

    // A CG with a name strap.
    await reporter.click('[data-testid=news-report-add-cg]');
    await reporter.fill('[data-testid=news-report-cg-template-name]', 'NOME E CARGO');
    await reporter.click('[data-testid=news-report-cg-add-field]');
    await reporter.fill('[data-testid=news-report-cg-field-name]', 'Nome');
    await reporter.fill('[data-testid=news-report-cg-field-value]', 'Marta Lopes');
    await reporter.click('[data-testid=news-report-cg-save]');
    await reporter.waitForSelector('[data-testid=news-report-cg]');

    // The total follows: both texts at the reporter's read rate plus the 20 s interview.
    const total = async () => (await reporter.textContent('[data-testid=news-report-total]')) ?? '';
    await expect.poll(total).toMatch(/00:[2-5]\d/);
    await reporter.click('[data-testid=news-report-save]');
    await expect.poll(async () => (await findNewsReport(SLUG))?.sections.length).toBe(3);
    const saved = (await findNewsReport(SLUG))!;
    expect(saved.cgs[0]?.ciiData?.fields[0]?.value).toBe('Marta Lopes');
    expect(saved.sections.find((s) => s.type === 'INTERVIEW')?.durationMs).toBe(20_000);
    expect(await total()).toContain(
      `${String(Math.floor(saved.totalMs / 60_000)).padStart(2, '0')}:${String(Math.round(saved.totalMs / 1000) % 60).padStart(2, '0')}`,
    );

    // The reporter has no approve item.
    await reporter.click('[data-testid=news-report-more]');
    await reporter.waitForSelector('.ant-dropdown-menu');
    expect(await reporter.locator('[data-testid=news-report-approve]').count()).toBe(0);
    await reporter.keyboard.press('Escape');
    await reporter.click('[data-testid=news-report-close]');
    await reporter.context().close(); // releases the lock

    // The editor approves it, associates it with an assignment and prints it in two columns.
    const editor = await browser.page();
    await login(editor, 'editor', 'newsroom');
    await editor.goto(`/main?area=reportages&edit=${saved.id}`);
    await editor.waitForSelector('[data-testid=news-report-form]');
    await moreMenu(editor, 'news-report-approve');
    await editor
      .locator('[data-testid=news-report-form] [data-testid=news-report-approved]')
      .waitFor();
    await expect.poll(async () => (await findNewsReport(SLUG))?.ok).toBe(true);

    await moreMenu(editor, 'news-report-history', 0);
    await editor.waitForSelector('[data-testid=news-report-history-drawer]');
    await editor.click('[data-testid=news-report-associate]');
    await editor.waitForSelector('[data-testid=association-modal]');
    await editor.locator('[data-testid=association-row]').first().click();
    await editor.click('[data-testid=association-ok]');
    await expect.poll(async () => (await findNewsReport(SLUG))?.assignmentId).not.toBeNull();
    await editor.locator('.ant-drawer-close').click();
    await editor.locator('[data-testid=news-report-history-drawer]').waitFor({ state: 'hidden' });

    await moreMenu(editor, 'news-report-print');
    await editor.locator('[data-testid=print-options-columns] input[type=radio]').nth(1).check();
    const popup = editor.context().waitForEvent('page');
    await editor.click('[data-testid=print-options-ok]');
    const print = await popup;
    await print.waitForSelector('[data-testid=news-report-print-page][data-columns="2"]');
    expect(await print.textContent('[data-testid=news-report-print-page]')).toContain(SLUG);
    await print.close();

    // An unsaved change survives a reload and is offered back.
    const form = editor.locator(
      '[data-testid=news-report-section][data-type=OFF] [data-testid=news-report-section-content]',
    );
    await form.fill('Texto novo que ainda não foi salvo.');
    await expect
      .poll(() =>
        editor.evaluate<number>(
          `Object.keys(localStorage).filter((k) => k.includes(':newsReport:')).length`,
        ),
      )
      .toBeGreaterThan(0);
    // After the reload the recovery panel lists the draft and reopens its news report.
    await editor.reload();
    await editor.waitForSelector('[data-testid=news-reports-page]');
    await editor.click('[data-testid=recovery-panel-button]');
    await editor
      .locator('[data-testid=recovery-entry]', { hasText: SLUG })
      .locator('[data-testid=recovery-entry-open]')
      .click();
    await editor.waitForSelector('[data-testid=news-report-form]');
    await editor.click('[data-testid=draft-restore]');
    await expect.poll(() => form.inputValue()).toBe('Texto novo que ainda não foi salvo.');
    await editor.context().close();
  });
});
