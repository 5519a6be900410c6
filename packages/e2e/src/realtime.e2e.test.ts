import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/browser';

const browser = useBrowser();

describe('two browser sessions', () => {
  it('see each other log in, rename and log out over /ws', async () => {
    const watcher = await browser.page();
    await login(watcher, 'coordenacao', 'newsroom');
    await watcher.waitForSelector('[data-testid=socket-state][data-state=connected]');

    const other = await browser.page();
    // The announcer logs in nowhere else in the e2e suite, so his online state is this test's alone.
    await login(other, 'locutor', 'newsroom');
    await other.waitForSelector('[data-testid=socket-state][data-state=connected]');

    await watcher.click('[data-testid=online-users]');
    const announcer = watcher.locator('[data-testid=online-user]', { hasText: 'Roberto Alves' });
    await announcer.waitFor();

    await other.click('[data-testid=user-menu]');
    await other.click('[data-testid=my-data]');
    await other.fill('[data-testid=my-data-name]', 'Roberto Alves Filho');
    await other.click('[data-testid=my-data-save]');
    await watcher
      .locator('[data-testid=online-user]', { hasText: 'Roberto Alves Filho' })
      .waitFor();

    await other.click('[data-testid=user-menu]');
    await other.click('[data-testid=logout]');
    await watcher
      .locator('[data-testid=online-user]', { hasText: 'Roberto Alves Filho' })
      .waitFor({ state: 'detached' });
    expect(
      await watcher.locator('[data-testid=online-user]', { hasText: 'Paula Ribeiro' }).count(),
    ).toBe(1);

    await watcher.context().close();
    await other.context().close();
  });
});
