import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');

describe('smoke', () => {
  const browser = useBrowser();

  it('answers GET /api/health with status ok', async () => {
    const response = await fetch(`${baseURL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends the scripts compressed to browsers that accept it', async () => {
    const html = await (await fetch(`${baseURL}/login`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${baseURL}${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const source = await plain.text();
    expect(source).toContain('import');
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${baseURL}${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      // fetch decodes it: the body is the script itself.
      expect(await response.text()).toBe(source);
    }
  });

  it('serves the login page', async () => {
    const page = await browser.page();
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
