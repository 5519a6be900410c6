import { chromium, type Browser, type Page } from 'playwright-core';

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

/** Opens a page in a fresh context (own cookies and storage) whose relative URLs resolve against baseURL. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
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
