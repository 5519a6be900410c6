import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');

describe('smoke', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers GET /api/health with status ok', async () => {
    const response = await fetch(`${baseURL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the login page', async () => {
    const page = await newPage(browser, baseURL);
    try {
      // A 200 first: without a built web app the wait below would only time out.
      const response = await page.goto('/login');
      expect(response?.status()).toBe(200);
      await page.locator('[data-testid=login-username]').waitFor({ state: 'visible' });
    } finally {
      await page.context().close();
    }
  });
});
