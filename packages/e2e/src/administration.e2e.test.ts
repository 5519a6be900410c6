import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstLogin, login, useBrowser } from './support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/env';

const browser = useBrowser();

/** Picks an option in an antd select by typing part of its label. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.click(`[data-testid=${testId}]`);
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
  await page.keyboard.press('Escape');
}

describe('administration', () => {
  it('restricts a program to a group, keeps its member out of /admin, and kicks her out', async () => {
    const admin = await browser.page();
    await login(admin, ADMIN_USERNAME, ADMIN_PASSWORD);

    // A reporter with write access to rundowns only.
    await admin.goto('/admin?area=users');
    await admin.click('[data-testid=users-new]');
    await admin.fill('[data-testid=user-form-name]', 'Júlia Andrade');
    await admin.fill('[data-testid=user-form-nickname]', 'julia');
    await admin.fill('[data-testid=user-form-email]', 'julia.andrade@demo.newsroom');
    await admin.fill('[data-testid=user-form-password]', 'julia-temp-2026');
    await admin.fill('[data-testid=user-form-password-confirm]', 'julia-temp-2026');
    await admin.click('[data-testid=permission-rundown-write]');
    await admin.click('[data-testid=user-form-save]');
    await admin.waitForSelector('[data-testid=user-row-julia]');

    // A group with her in it, and a program restricted to that group.
    await admin.goto('/admin?area=groups');
    await admin.click('[data-testid=groups-new]');
    await admin.fill('[data-testid=group-form-name]', 'Investigação');
    await pick(admin, 'group-form-users', 'Júlia Andrade');
    await admin.click('[data-testid=group-form-save]');
    await admin.waitForSelector('[data-testid="group-row-Investigação"]');

    await admin.goto('/admin?area=programs');
    await admin.click('[data-testid=programs-new]');
    await admin.fill('[data-testid=program-form-name]', 'Repórter Investigação');
    await admin.fill('[data-testid=program-form-start]', '2200');
    await admin.fill('[data-testid=program-form-end]', '2300');
    await pick(admin, 'program-form-groups', 'Investigação');
    await admin.click('[data-testid=program-form-save]');
    await admin.waitForSelector('[data-testid="program-row-Repórter Investigação"]');

    // She logs in (a new password is asked first), sees her program and the open ones only.
    const julia = await browser.page();
    await firstLogin(julia, 'julia', 'julia-temp-2026', 'julia-own-2026');
    await julia.waitForSelector(
      '[data-testid=my-program][data-program-name="Repórter Investigação"]',
    );
    const programs = await julia
      .locator('[data-testid=my-program]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-program-name')));
    expect(programs).toContain('Jornal da Manhã');
    expect(programs).not.toContain('Esporte Total');
    expect(programs).not.toContain('Jornal da Noite');

    await julia.goto('/admin');
    await julia.waitForSelector('[data-testid=error-page-403]');
    await julia.goto('/main');
    await julia.waitForSelector('[data-testid=socket-state][data-state=connected]');

    // The administrator kicks her out: her browser lands on the login with "session expired".
    await admin.goto('/admin?area=users');
    await admin.click('[data-testid=user-action-kick-julia]');
    await admin.click('[data-testid=user-confirm-ok]');
    await julia.waitForURL((url) => url.pathname === '/login');
    await julia
      .locator('[data-testid=notification-error]', { hasText: 'Sessão expirada' })
      .waitFor();

    await admin.context().close();
    await julia.context().close();
  });
});
