import { describe, expect, inject, it } from 'vitest';
import type { Paged, Report } from '@newsroom/domain';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';

/**
 * Reports end to end (issue 23): the producer writes the night's report with a category in the
 * reports area, saves and closes it; the editor-in-chief opens it from her list and approves it, and the
 * approval reaches the server and the editor.
 */

const browser = useBrowser();
const TITLE = 'Plantão da madrugada: incêndio em galpão na Mooca';
const TEXT =
  'Bombeiros controlaram o fogo às 4h10.\nSem feridos; a Defesa Civil vistoria o prédio.';

describe('reports', () => {
  it(
    'a report written with a category is approved by the chief',
    { timeout: 120_000 },
    async () => {
      const producer = await browser.page();
      await login(producer, 'produtor', 'newsroom');
      await producer.goto('/main?area=reports');
      await producer.click('[data-testid=reports-new]');
      const form = producer.locator('[data-testid=report-form]');
      await form.waitFor();
      await form.locator('[data-testid=report-title]').fill(TITLE);
      await form.locator('[data-testid=report-category]').click();
      await producer.locator('.ant-select-item-option[title="Plantão"]').click();
      await form.locator('[data-testid=report-text-input]').fill(TEXT);
      await form.locator('[data-testid=report-save]').click();

      const api = new ApiClient(inject('baseURL'));
      await api.login('produtor', 'newsroom');
      const categories = await api.get<{ id: number; name: string }[]>('/api/report_categories');
      const plantao = categories.find((category) => category.name === 'Plantão');
      const saved = async () =>
        (
          await api.get<Paged<Report>>(`/api/reports/filter?text=${encodeURIComponent('galpão')}`)
        ).data.find((report) => report.title === TITLE);
      await expect.poll(async () => (await saved())?.categoryId).toBe(plantao?.id);
      expect((await saved())?.text).toBe(TEXT);
      expect((await saved())?.ok).toBe(false);
      // Closing gives back the edit lock: a report another user edits cannot be approved.
      await form.locator('[data-testid=report-editor-close]').click();
      await form.waitFor({ state: 'detached' });

      const chief = await browser.page();
      await login(chief, 'editor', 'newsroom');
      await chief.goto('/main?area=reports');
      const row = chief.locator('[data-testid=report-row]', { hasText: TITLE });
      await row.waitFor();
      await row.locator('[data-testid=report-open]').click();
      await chief.locator('[data-testid=report-form] [data-testid=report-approve]').click();
      await chief.locator('[data-testid=report-form-approved]').waitFor();
      await expect.poll(async () => (await saved())?.ok).toBe(true);
      await producer.context().close();
      await chief.context().close();
    },
  );
});
