import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');

/** How the login button is styled (antd's Button). */
interface AntdStyling {
  /** The theme's primary colour as the button's variables resolve it. */
  primary: string;
  background: string;
  cursor: string;
  /** `<style>` elements holding antd button rules, generated while rendering. */
  runtimeRules: number;
  sheets: number;
}

/** Reads {@link AntdStyling} in the page (evaluated as text: this package has no DOM types). */
const ANTD_STYLING = `(() => {
  const button = document.querySelector('[data-testid=login-submit]');
  // The theme's variables are set on antd's elements, the button among them.
  const probe = document.createElement('span');
  probe.style.color = 'var(--ant-color-primary)';
  button.append(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  return {
    primary,
    background: getComputedStyle(button).backgroundColor,
    cursor: getComputedStyle(button).cursor,
    runtimeRules: [...document.querySelectorAll('style')].filter((style) =>
      /\\.ant-btn[^{-]*\\{[^}]*cursor:pointer/.test(style.textContent ?? ''),
    ).length,
    sheets: document.querySelectorAll('link[rel=stylesheet]').length,
  };
})()`;

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

  it("styles antd from its prebuilt sheet, in the theme's colours", async () => {
    const page = await browser.page();
    try {
      await page.goto('/login');
      await page.locator('[data-testid=login-submit]').waitFor({ state: 'visible' });
      const seen = await page.evaluate<AntdStyling>(ANTD_STYLING);
      // The sheet's button rules, fed the theme's tokens as CSS variables.
      expect(seen.cursor).toBe('pointer');
      expect(seen.primary).toMatch(/^rgb\(/);
      expect(seen.background).toBe(seen.primary);
      // Nothing generated while rendering: the button's rules come from a linked sheet.
      expect(seen.runtimeRules).toBe(0);
      expect(seen.sheets).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  });
});
