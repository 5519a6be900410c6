import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();

/** A date a few days ahead (never in the past in any time zone), YYYY-MM-DD. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface StoryOrder {
  name: string;
  stories: { slug: string }[];
}

/** The order of slugs per block, read through the API with the page's session. */
async function blockOrders(
  page: Page,
  date: string,
  programId: number,
): Promise<Record<string, string[]>> {
  const response = await page.request.get(`/api/rundowns?date=${date}&programId=${programId}`);
  const rundown = (await response.json()) as { blocks: StoryOrder[] };
  return Object.fromEntries(rundown.blocks.map((b) => [b.name, b.stories.map((s) => s.slug)]));
}

const row = (slug: string) => `[data-testid="story-row-${slug}"]`;
/** Selects a story by clicking its page column: a click on an editable cell would start editing it. */
const select = (page: Page, slug: string) => page.click(row(slug), { position: { x: 24, y: 18 } });

/** The demo program the tests build rundowns for. */
async function morningProgramId(page: Page): Promise<number> {
  const programs = (await (await page.request.get('/api/programs/accessible')).json()) as {
    id: number;
    name: string;
  }[];
  return programs.find((p) => p.name === 'Jornal da Manhã')!.id;
}

/** Opens the rundown screen at `url` and creates its rundown from the program's template. */
async function createFromTemplate(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.click('[data-testid=rundown-create]');
  await page.click('[data-testid="template-option-Padrão Jornal da Manhã"]');
  await page.click('[data-testid=template-choose]');
  await page.waitForSelector(row('ABERTURA'));
}

describe('rundown', () => {
  it('is built from a template, edited by drag and keyboard, and taken on air with a second browser following', async () => {
    const editor = await browser.page();
    await login(editor, 'editor', 'newsroom');
    const programId = await morningProgramId(editor);
    const date = daysAhead(5);
    const url = `/main?area=rundown&date=${date}&program=${programId}`;

    // Create the rundown from the program's template.
    await createFromTemplate(editor, url);
    await editor.waitForSelector('[data-testid="block-row-Bloco 1"]');

    // A new block, and a new story typed into Bloco 1.
    const blocksBefore = await editor.locator('[data-testid^=block-row-]').count();
    await editor.click('[data-testid=add-block]');
    await expect
      .poll(() => editor.locator('[data-testid^=block-row-]').count())
      .toBe(blocksBefore + 1);
    await editor.click('[data-testid="add-story-Bloco 1"]');
    const fresh = editor.locator('[data-testid="story-row-"]').first();
    await fresh.locator('.nrcs-rundown__cell--slug [data-editable=true]').click();
    await editor.fill('[data-testid=story-slug-input]', 'CHUVA EM SP');
    await editor.keyboard.press('Enter');
    await editor.waitForSelector(row('CHUVA EM SP'));
    await expect
      .poll(async () => (await blockOrders(editor, date, programId))['Bloco 1'])
      .toContain('CHUVA EM SP');

    // Reorder by drag: NOTA COBERTA dropped on MATÉRIA PRINCIPAL goes before it.
    const source = await editor.locator(row('NOTA COBERTA')).boundingBox();
    const target = await editor.locator(row('MATÉRIA PRINCIPAL')).boundingBox();
    await editor.mouse.move(source!.x + 60, source!.y + source!.height / 2);
    await editor.mouse.down();
    await editor.mouse.move(source!.x + 60, source!.y - 10, { steps: 5 });
    await editor.mouse.move(target!.x + 60, target!.y + 4, { steps: 10 });
    await editor.mouse.up();
    await expect
      .poll(async () => {
        const order = (await blockOrders(editor, date, programId))['Bloco 1']!;
        return order.indexOf('NOTA COBERTA') < order.indexOf('MATÉRIA PRINCIPAL');
      })
      .toBe(true);

    // Cut and paste by keyboard: VT CIDADES goes before ENTREVISTA in Bloco 3.
    await select(editor, 'VT CIDADES');
    await editor.keyboard.press('Control+x');
    await select(editor, 'ENTREVISTA');
    await editor.keyboard.press('Control+v');
    await expect
      .poll(async () => {
        const orders = await blockOrders(editor, date, programId);
        return {
          bloco2: orders['Bloco 2']!.includes('VT CIDADES'),
          bloco3: orders['Bloco 3']!.slice(0, 2),
        };
      })
      .toEqual({ bloco2: false, bloco3: ['VT CIDADES', 'ENTREVISTA'] });

    // A second editor opens the same rundown.
    const producer = await browser.page();
    await login(producer, 'produtor', 'newsroom');
    await producer.goto(url);
    await producer.waitForSelector(row('ABERTURA'));
    await producer.waitForSelector('[data-testid=socket-state][data-state=connected]');

    // Approve the opening stories and take them on air with space.
    await editor.click(`[data-testid="story-approved-ABERTURA"]`);
    await editor.click(`[data-testid="story-approved-ESCALADA"]`);
    await producer.waitForSelector(`${row('ESCALADA')}`);
    await select(editor, 'NOTA PÉ');
    await editor.keyboard.press('Space');
    await producer.waitForSelector(`${row('ABERTURA')}[data-status=play]`);
    await expect
      .poll(async () =>
        (await producer.locator('[data-testid=timing-onAirRemaining]').textContent())?.trim(),
      )
      .toMatch(/\d/);
    await editor.keyboard.press('Space');
    await producer.waitForSelector(`${row('ESCALADA')}[data-status=play]`);
    await producer.waitForSelector(`${row('ABERTURA')}[data-status=stop]`);

    // Copy and paste: the copy shows at once in both grids, without a reload.
    await select(editor, 'NOTA PÉ');
    await editor.keyboard.press('Control+c');
    await select(editor, 'ENTREVISTA');
    await editor.keyboard.press('Control+v');
    for (const page of [editor, producer])
      await expect.poll(() => page.locator(row('NOTA PÉ')).count()).toBe(2);

    // A time cell takes 0130 as 01:30 (colons inserted as typed) and says when a time is incomplete.
    const estimated = editor
      .locator(row('ENTREVISTA'))
      .locator('[data-editable=true][aria-label="Estimado"]');
    await estimated.click();
    const input = editor.locator('[data-testid=story-estimatedMs-input]');
    await input.fill('013');
    await input.press('Enter');
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('0130');
    expect(await input.inputValue()).toBe('01:30');
    await input.press('Enter');
    await producer.waitForSelector(`${row('ENTREVISTA')} >> text=01:30`);

    await editor.context().close();
    await producer.context().close();
  });

  it("opens a row's menu and hard-hit picker by mouse, keyboard and an assistive click", async () => {
    const editor = await browser.page();
    await login(editor, 'editor', 'newsroom');
    const programId = await morningProgramId(editor);
    await createFromTemplate(
      editor,
      `/main?area=rundown&date=${daysAhead(6)}&program=${programId}`,
    );
    const stories = () => editor.locator('[data-testid^="story-row-"]').count();

    // The mouse: the menu mounts as the pointer comes over its button, then opens and acts.
    const before = await stories();
    await editor.click('[data-testid="story-menu-ABERTURA"]');
    await editor.click('[data-testid="story-after-ABERTURA"]');
    await expect.poll(stories).toBe(before + 1);

    // The keyboard: focus on the button stays on it, Enter opens the menu.
    await editor.locator('[data-testid="story-menu-ESCALADA"]').focus();
    await expect
      .poll(() => editor.evaluate<string | null>(`document.activeElement?.dataset.testid`))
      .toBe('story-menu-ESCALADA');
    await editor.keyboard.press('Enter');
    await editor.locator('[data-testid="story-drawer-ESCALADA"]').waitFor({ state: 'visible' });
    await editor.keyboard.press('Escape');
    await editor.locator('[data-testid="story-drawer-ESCALADA"]').waitFor({ state: 'hidden' });

    // A click with no pointer or focus before it (a screen reader's) opens the menu, which stays.
    await editor.locator('[data-testid="story-menu-ENTREVISTA"]').dispatchEvent('click');
    await editor.click('[data-testid="story-after-ENTREVISTA"]');
    await expect.poll(stories).toBe(before + 2);

    // The hard-hit picker, the same way.
    await editor.locator('[data-testid="story-hit-NOTA PÉ-set"]').dispatchEvent('click');
    await editor.locator('[data-testid="story-hit-NOTA PÉ-picker"]').waitFor({ state: 'visible' });

    await editor.context().close();
  });
});
