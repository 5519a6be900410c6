import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

/**
 * Notices and presence end to end (issue 20): the image editor, at her first sign-in, sees the
 * newsroom's notices once; the editor-in-chief posts an urgent one that reaches her screen live,
 * and she sees the editor-in-chief online.
 */

const browser = useBrowser();
const TEXT = `Estúdio 1 interditado até 16h ${Math.random().toString(36).slice(2, 7)}`;

describe('notices and presence', () => {
  it('shows notices once, pushes a new one live, and shows who is online', async () => {
    // The image editor signs in nowhere else in the e2e suite (reading the banner marks the
    // notices read): the demo notices are new to her.
    const imageEditor = await browser.page();
    await login(imageEditor, 'edicao', 'newsroom');
    const banner = imageEditor.locator('[data-testid=notice-banner]');
    await banner.locator('[data-testid=notice]', { hasText: 'playout' }).waitFor();
    expect(await banner.locator('[data-testid=notice][data-urgent=true]').count()).toBe(1);
    await imageEditor.waitForSelector('[data-testid=socket-state][data-state=connected]');

    const chief = await browser.page();
    await login(chief, 'editor', 'newsroom');
    await chief.waitForSelector('[data-testid=socket-state][data-state=connected]');
    await chief.click('[data-testid=notices-button]');
    const form = chief.locator('[data-testid=notice-form]');
    await form.locator('textarea').fill(TEXT);
    await form.locator('input[type=checkbox]').check();
    await form.locator('button[type=submit]').click();
    await chief.locator('[data-testid=notice-item]', { hasText: TEXT }).waitFor();

    await banner.locator('[data-testid=notice][data-urgent=true]', { hasText: TEXT }).waitFor();

    await imageEditor.click('[data-testid=online-users]');
    const chiefRow = imageEditor.locator('[data-testid=online-user]', { hasText: 'Marina Costa' });
    await chiefRow.locator('[data-testid=presence-dot][data-presence=online]').waitFor();

    // Shown once: the next visit does not bring them back.
    const unread = imageEditor.waitForResponse((r) => r.url().includes('/api/notices/unread'));
    await imageEditor.reload();
    expect(await (await unread).json()).toEqual([]);
    await imageEditor.locator('[data-testid=online-users]').waitFor();
    expect(await imageEditor.locator('[data-testid=notice-banner]').count()).toBe(0);

    await imageEditor.context().close();
    await chief.context().close();
  });
});
