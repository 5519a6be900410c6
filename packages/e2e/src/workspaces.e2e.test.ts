import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startWebdavStore, type TestWebdavStore } from '../../server/src/test/webdavStore';
import { ApiClient } from './support/api';
import { login, useBrowser } from './support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env';

/**
 * Document workspaces end to end (issue 25): an administrator points a workspace at a WebDAV
 * store (a real one, started here on loopback); the producer gives her own account of it in
 * "My credentials", browses to a folder, attaches a document to a new guideline, sees it listed
 * with its origin and opens the newsroom's copy. The producer stands in for the reporter of the
 * flow: in the demo only producers and editors may change guidelines.
 */

const browser = useBrowser();
const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
const SLUG = 'ENCHENTE NO CENTRO';
const WORKSPACE = 'Nuvem E2E';
const DOCUMENT = 'Roteiro enchente.txt';
const CONTENT = 'Roteiro da pauta da enchente no centro';
let store: TestWebdavStore;

beforeAll(async () => {
  store = await startWebdavStore({
    users: { rafael: 'nuvem-e2e' },
    files: { [`/Redacao/Pautas/${DOCUMENT}`]: CONTENT, '/Redacao/leia-me.txt': 'Leia-me' },
  });
  const admin = new ApiClient(inject('baseURL'));
  await admin.login(ADMIN_USERNAME, ADMIN_PASSWORD);
  await admin.post('/api/souv/workspaces', {
    name: WORKSPACE,
    url: store.url,
    rootPath: '/Redacao',
  });
});
afterAll(() => store?.stop());

/** Gives the producer's account of the store in the browser's "My credentials" form. */
async function giveCredentials(page: Page): Promise<void> {
  const form = page.locator('[data-testid=workspace-credentials]');
  await form.locator('input').first().fill('rafael');
  await form.locator('input[type=password]').fill('nuvem-e2e');
  await form.locator('button[type=submit]').click();
}

describe('document workspaces', () => {
  it(
    'a producer browses a workspace with her own account and attaches a document to a guideline',
    { timeout: 120_000 },
    async () => {
      const producer = await browser.page();
      await login(producer, 'produtor', 'newsroom');
      await producer.goto(`/main?area=guidelines&date=${date}`);
      await producer.waitForSelector('[data-testid=assignments-page]');
      await producer.click('[data-testid=assignment-new]');
      await producer.fill('[data-testid=assignment-slug]', SLUG);
      await producer.click('[data-testid=assignment-save]');

      // Once saved, the guideline takes attachments.
      await producer.click('[data-testid=assignment-tab-attachments]');
      await producer.click('[data-testid=attachments-from-workspace]');
      // The modal's root is a layout-less wrapper: its select says it is open.
      const dialog = producer.locator('[data-testid=workspace-browser]');
      await dialog.locator('[data-testid=workspace-browser-select]').click();
      await producer.locator('.ant-select-item-option', { hasText: WORKSPACE }).click();
      await giveCredentials(producer);

      const entry = (name: string) =>
        dialog.locator('[data-testid=workspace-entry]', { hasText: name });
      await entry('Pautas').click();
      await entry(DOCUMENT).click();

      const attachment = producer.locator('[data-testid=document-attachment]', {
        hasText: DOCUMENT,
      });
      await attachment.waitFor();
      expect(await attachment.textContent()).toContain(`${WORKSPACE}: /Pautas/${DOCUMENT}`);

      // The title opens the newsroom's copy in a new tab.
      const [copy] = await Promise.all([
        producer.context().waitForEvent('page'),
        attachment.getByRole('link', { name: DOCUMENT }).click(),
      ]);
      await copy.waitForLoadState();
      expect(new URL(copy.url()).pathname).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(await copy.locator('body').textContent()).toContain(CONTENT);
      await producer.context().close();
    },
  );
});
