import { describe, expect, inject, it } from 'vitest';
import type { Rundown } from '@newsroom/domain';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Scripts end to end (issue 23): the presenter opens the scripts of today's morning show in the
 * demo newsroom and finds its stories in the rundown's running order, Standby last; Print asks the
 * print options and opens the script book's print page in two columns.
 */

const browser = useBrowser();
const MORNING = 'Jornal da Manhã';
// The demo newsroom's time zone (the branch default): the scripts page opens on its today.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
  new Date(),
);

describe('scripts', () => {
  it("show today's stories in running order and print", { timeout: 120_000 }, async () => {
    const api = new ApiClient(inject('baseURL'));
    await api.login('apresentador', 'newsroom');
    const programs = await api.get<{ id: number; name: string }[]>('/api/programs/accessible');
    const morning = programs.find((program) => program.name === MORNING)!;
    const rundown = await api.get<Rundown>(`/api/rundowns?date=${today}&programId=${morning.id}`);
    const byIndex = <T extends { index: number }>(items: readonly T[]) =>
      [...items].sort((a, b) => a.index - b.index);
    const runningOrder = byIndex(rundown.blocks).flatMap((block) =>
      byIndex(block.stories).map((story) => String(story.id)),
    );
    expect(runningOrder.length).toBeGreaterThan(5);

    const presenter = await browser.page();
    await login(presenter, 'apresentador', 'newsroom');
    await presenter.goto(`/main?area=scripts&program=${morning.id}`);
    const stories = presenter.locator('[data-testid=script-story]');
    await stories.first().waitFor();
    await expect.poll(() => stories.count(), { timeout: 10_000 }).toBe(runningOrder.length);
    const shown = await stories.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-story-id')),
    );
    expect(shown).toEqual(runningOrder);
    const blocks = presenter.locator('[data-testid=script-block]');
    expect(await blocks.last().getAttribute('data-standby')).toBe('true');

    await presenter.click('[data-testid=scripts-print]');
    await presenter.locator('[data-testid=print-options-font-size]').waitFor();
    await presenter.locator('[data-testid=print-options-columns] input[type=radio]').nth(1).check();
    const popup = presenter.context().waitForEvent('page');
    await presenter.click('[data-testid=print-options-ok]');
    const print = await popup;
    await print.waitForSelector(
      '[data-testid=scripts-print-page] [data-testid=script-book][data-columns="2"]',
    );
    expect(await print.locator('[data-testid=script-story]').count()).toBe(runningOrder.length);
    const frame = await print.locator('[data-testid=print-page]').getAttribute('style');
    expect(frame).toMatch(/--nrcs-print-font-size: \d+pt/);
    await presenter.context().close();
  });
});
