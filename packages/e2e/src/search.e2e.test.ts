import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env';

/**
 * Global search, trash and index admin end to end (issue 8): a producer finds an assignment with
 * ctrl+F (accents ignored, the match highlighted) and previews it in the side drawer; deleted,
 * it leaves the search and shows in the trash, whose restore brings it back; an administrator
 * rebuilds the index and watches the progress finish.
 */

const baseURL = inject('baseURL');
const browser = useBrowser();
let producerApi: ApiClient;
const date = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
const WORD = `piracema${Date.now().toString(36).replace(/\d/g, '')}`;
const SLUG = `PIRACEMA NO RIO TIETÊ ${WORD.toUpperCase()}`;
let assignmentId: number;

/** The text box of an antd search input, whether the test id sits on the box or its wrapper. */
const box = (id: string) => `input[data-testid=${id}], [data-testid=${id}] input`;

beforeAll(async () => {
  producerApi = new ApiClient(baseURL);
  await producerApi.login('produtor', 'newsroom');
  const created = await producerApi.post<{ id: number }>('/api/assignments', {
    slug: SLUG,
    date,
    information: `Pescadores de Barra Bonita relatam a volta dos peixes. Palavra de busca: ${WORD} e Tietê.`,
  });
  assignmentId = created.id;
});

describe('global search, trash and index', () => {
  it('finds a guideline with ctrl+F, highlights the match and previews it in the side drawer', async () => {
    const page = await browser.page();
    await login(page, 'produtor', 'newsroom');
    await page.goto('/main?area=guidelines');
    await page.waitForSelector('[data-testid=assignments-page]');
    await page.keyboard.press('Control+f');
    await page.waitForSelector('[data-testid=search-page]');
    await page.waitForSelector(
      'input[data-testid=search-query]:focus, [data-testid=search-query] input:focus',
    );
    // Accents and case are ignored: "tiete" finds "Tietê".
    await page.keyboard.type(`${WORD} tiete`);
    await page.keyboard.press('Enter');
    const hit = page.locator(`[data-testid=search-hit][data-id="${assignmentId}"]`);
    await hit.waitFor();
    expect(await hit.getAttribute('data-kind')).toBe('assignments');
    expect(await hit.locator('[data-testid=search-hit-title]').textContent()).toContain('PIRACEMA');
    const marks = await hit.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain(WORD);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`${WORD} tiete`);

    await hit.locator('[data-testid=search-hit-title]').click();
    const drawer = page.locator('[data-testid=document-viewer-drawer]');
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.textContent()) ?? '').toContain('Barra Bonita');
    await page.close();
  });

  it('a deleted guideline leaves the search, shows in the trash and comes back on restore', async () => {
    await producerApi.delete(`/api/assignments/${assignmentId}`);
    const page = await browser.page();
    await login(page, 'produtor', 'newsroom');
    await page.goto(`/main?area=globalSearch&q=${WORD}`);
    await page.waitForSelector('[data-testid=search-empty]');

    await page.goto('/main?area=trash');
    await page.waitForSelector('[data-testid=trash-page]');
    await page.fill(box('trash-text'), WORD);
    await page.press(box('trash-text'), 'Enter');
    const row = page.locator(`[data-testid=trash-row][data-id="${assignmentId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-kind')).toBe('assignments');
    expect(await row.locator('[data-testid=trash-purge-at]').textContent()).not.toBe('');
    await row.locator('[data-testid=trash-restore]').click();
    await page.click('[data-testid=trash-restore-confirm]');
    await row.waitFor({ state: 'detached' });

    const restored = await producerApi.get<{ excluded: boolean }>(
      `/api/assignments/${assignmentId}`,
    );
    expect(restored.excluded).toBe(false);
    await page.goto(`/main?area=globalSearch&q=${WORD}`);
    await page.locator(`[data-testid=search-hit][data-id="${assignmentId}"]`).waitFor();
    await page.close();
  });

  it('an administrator rebuilds the guidelines index and sees it finish', async () => {
    const page = await browser.page();
    await login(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto('/admin?area=searchIndex');
    await page.waitForSelector('[data-testid=search-index-page]');
    const row = page.locator('[data-testid=index-row][data-kind=assignments]');
    await row.waitFor();
    const before = await row.locator('[data-testid=index-last-rebuild]').textContent();
    await page.click('[data-testid=index-target-assignments]');
    await page.click('[data-testid=index-rebuild]');
    await page.click('[data-testid=index-rebuild-confirm]');
    await expect
      .poll(async () => row.locator('[data-testid=index-last-rebuild]').textContent(), {
        timeout: 30_000,
      })
      .not.toBe(before);
    expect(await row.getAttribute('data-running')).toBe('false');
    expect(Number(await row.locator('[data-testid=index-count]').textContent())).toBeGreaterThan(0);
    await page.close();
  });
});
