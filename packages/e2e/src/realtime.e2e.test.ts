import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, login, newPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('two browser sessions', () => {
  it('see each other log in, rename and log out over /ws', async () => {
    const watcher = await newPage(browser, baseURL);
    await login(watcher, 'coordenacao', 'newsroom');
    await watcher.waitForSelector('[data-testid=socket-state][data-state=connected]');

    const other = await newPage(browser, baseURL);
    await login(other, 'produtor', 'newsroom');
    await other.waitForSelector('[data-testid=socket-state][data-state=connected]');

    await watcher.click('[data-testid=online-users]');
    const producer = watcher.locator('[data-testid=online-user]', { hasText: 'Rafael Lima' });
    await producer.waitFor();

    await other.click('[data-testid=user-menu]');
    await other.click('[data-testid=my-data]');
    await other.fill('[data-testid=my-data-name]', 'Rafael Lima Filho');
    await other.click('[data-testid=my-data-save]');
    await watcher.locator('[data-testid=online-user]', { hasText: 'Rafael Lima Filho' }).waitFor();

    await other.click('[data-testid=user-menu]');
    await other.click('[data-testid=logout]');
    await watcher.locator('[data-testid=online-user]', { hasText: 'Rafael Lima Filho' }).waitFor({ state: 'detached' });
    expect(await watcher.locator('[data-testid=online-user]', { hasText: 'Paula Ribeiro' }).count()).toBe(1);

    await watcher.context().close();
    await other.context().close();
  });
});
