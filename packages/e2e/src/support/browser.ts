import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
// The type of inject('baseURL'), for programs (the bench) that compile this file without env.ts.
import type {} from './env';

/** Chromium from Debian's package; CHROMIUM_PATH overrides it on other machines. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless system Chromium with flags that work as root in a container. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Opens a page in a fresh context (own cookies and storage) whose relative URLs resolve against
 * baseURL. The context asks for reduced motion, as a user can: without antd's animations a click
 * never lands on a popup still sliding into place on a loaded machine.
 */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Signs in through the login form and waits until the app navigates away from /login. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.fill('[data-testid=login-username]', username);
  await page.fill('[data-testid=login-password]', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * One browser for the calling file's tests, launched before them and closed after them; `page()`
 * opens a page in a fresh context on the e2e server.
 */
export function useBrowser(): { page(): Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    page: () => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return newPage(browser, inject('baseURL'));
    },
  };
}

/** Signs in with a temporary password, sets her own on the form that asks for it and lands on /main. */
export async function firstLogin(
  page: Page,
  username: string,
  temporaryPassword: string,
  ownPassword: string,
): Promise<void> {
  await page.goto('/login');
  await page.fill('[data-testid=login-username]', username);
  await page.fill('[data-testid=login-password]', temporaryPassword);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=login-reset-form]');
  await page.fill('[data-testid=login-new-password]', ownPassword);
  await page.fill('[data-testid=login-confirm-password]', ownPassword);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((url) => url.pathname === '/main');
}
