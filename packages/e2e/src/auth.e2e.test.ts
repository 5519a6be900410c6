import { describe, expect, it } from 'vitest';
import { firstLogin, login, useBrowser } from './support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env';

const browser = useBrowser();

describe('logging in', () => {
  it('sends an anonymous visitor to /login with a redirect and brings them back after login', async () => {
    const page = await browser.page();
    await page.goto('/preview?tab=1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/preview?tab=1');
    await login(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/preview' && url.search === '?tab=1');
    await page.waitForSelector('[data-testid=preview-page]');
    await page.context().close();
  });

  it('shows the authentication-failed warning for a wrong password and stays on /login', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.fill('[data-testid=login-username]', 'editor');
    await page.fill('[data-testid=login-password]', 'not-the-password');
    await page.click('[data-testid=login-submit]');
    const alert = page.locator('[data-testid=login-alert]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Falha na autenticação');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('asks for a new password at first login, then logs in with it', async () => {
    const page = await browser.page();
    await firstLogin(page, 'estagiario', 'newsroom', 'estagiario-2026');

    const again = await browser.page();
    await login(again, 'estagiario', 'estagiario-2026');
    await again.waitForURL((url) => url.pathname === '/main');
    await again.waitForSelector('[data-testid=main-page]');
    await page.context().close();
    await again.context().close();
  });

  it('switches the interface language', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.waitForSelector('[data-testid=login-submit] >> text=Entrar');
    await page.click('[data-testid=language-switch]');
    await page.click('[data-testid=language-en_US]');
    await page.waitForSelector('[data-testid=login-submit] >> text=Log in');
    await page.click('[data-testid=language-switch]');
    await page.click('[data-testid=language-es_ES]');
    await page.waitForSelector('text=Iniciar sesión');
    await page.reload();
    await page.waitForSelector('text=Iniciar sesión');
    await page.context().close();
  });

  it('logs out and no longer reaches /main', async () => {
    const page = await browser.page();
    await login(page, 'editor', 'newsroom');
    await page.click('[data-testid=user-menu]');
    await page.click('[data-testid=logout]');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/main');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});

describe('error pages', () => {
  it('shows the not-found page for an unknown path', async () => {
    const page = await browser.page();
    await page.goto('/no/such/page');
    await page.waitForSelector('[data-testid=error-page-404]');
    await page.context().close();
  });

  it('shows the forbidden page on /admin to a user without administration access', async () => {
    const page = await browser.page();
    await login(page, 'reporter', 'newsroom');
    await page.goto('/admin');
    await page.waitForSelector('[data-testid=error-page-403]');
    await page.context().close();
  });
});
