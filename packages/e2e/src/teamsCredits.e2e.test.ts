import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Team schedule and credits list end to end (issue 19): a producer sees the week's team grid, a
 * change saved elsewhere lands in its cell live, a cell opens the team's schedule on that day and
 * the grid downloads as a PDF; the credits list shows the day's demo credits, sending disabled
 * while the studio CG device is off.
 */

const baseURL = inject('baseURL');
const browser = useBrowser();
let api: ApiClient;
let teamId: number;
let someoneId: number;
// A Wednesday far from the demo's own changes (the forward change from next week holds).
const DAY = '2031-06-11';

beforeAll(async () => {
  api = new ApiClient(baseURL);
  await api.login('produtor', 'newsroom');
  const teams = await api.get<{ id: number; name: string }[]>('/api/teams');
  teamId = teams.find((team) => team.name === 'Equipe 1')!.id;
  const users = await api.get<{ id: number; nickname: string }[]>('/api/users/all');
  someoneId = users.find((user) => user.nickname === 'auxiliar')!.id;
});

describe('team schedule', () => {
  it('shows the week, follows a change live, opens a cell and downloads the PDF', async () => {
    const page = await browser.page();
    await login(page, 'produtor', 'newsroom');
    await page.goto(`/main?area=teamSchedule&date=${DAY}`);
    const cell = page.locator(`[data-testid=team-grid-cell-${teamId}-${DAY}]`);
    await cell.waitFor();
    expect(await cell.getAttribute('data-source')).toBe('forward');

    const saved = await api.put<{ changes: { id: number; date: string; kind: string }[] }>(
      `/api/teams/${teamId}/changes`,
      { date: DAY, kind: 'day', memberIds: [someoneId] },
    );
    await expect.poll(() => cell.getAttribute('data-source')).toBe('day');
    expect(await cell.textContent()).toContain('auxiliar');

    await page.locator(`[data-testid=team-grid-edit-${teamId}-${DAY}]`).click();
    const dateBox = page.locator('[data-testid=team-schedule] [data-testid=team-schedule-date]');
    await dateBox.waitFor();
    expect(await dateBox.inputValue()).toBe(DAY);

    await page.locator('.ant-drawer-close').click();
    await dateBox.waitFor({ state: 'detached' });

    // The print options dialog asks the PDF's language; the new tab only downloads the file.
    await page.click('[data-testid=team-grid-pdf]');
    await page.locator('[data-testid=print-options-locale]').waitFor();
    const asked = page
      .context()
      .waitForEvent('request', (request) => request.url().includes('/api/teams/schedule/pdf'));
    const tab = page.context().waitForEvent('page');
    await page.click('[data-testid=print-options-ok]');
    const url = (await asked).url();
    await (await tab).close();
    expect(new URL(url).searchParams.get('locale')).toMatch(/^(pt_BR|en_US|es_ES)$/);
    const pdf = await page.request.get(url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toMatch(/\.pdf/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const change = saved.changes.find((c) => c.date === DAY && c.kind === 'day')!;
    await api.delete(`/api/teams/${teamId}/changes/${change.id}`);
    await expect.poll(() => cell.getAttribute('data-source')).toBe('forward');
  });
});

describe('credits list', () => {
  it("lists today's demo credits of a show, sending disabled while the CG is off", async () => {
    const page = await browser.page();
    await login(page, 'produtor', 'newsroom');
    await page.goto('/main?area=creditsList');
    await page.waitForSelector('[data-testid=credits-page]');
    const table = page.locator('[data-testid=credits-table]');
    // The demo's morning show credits a resident of Itaquera.
    await page.locator('[data-testid=credits-program]').click();
    await page.locator('.ant-select-item-option[title="Jornal da Manhã"]').click();
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('Joana Prado');
    const send = table.locator('[data-testid^=credit-send-]').first();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute('data-blocked-by')).toBe('disabled');
  });
});
