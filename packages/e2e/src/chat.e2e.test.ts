import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, useBrowser } from './support/browser';

/**
 * Chat end to end (issue 20): the producer starts a chat with the editor-in-chief; she sees the
 * unread message arrive, opens it, he sees it read, she sees him typing, and his next message
 * reaches her open window.
 */

const browser = useBrowser();
const HELLO = `Bom dia, Marina! Pauta da Câmara confirmada ${Math.random().toString(36).slice(2, 7)}`;
const FOLLOW_UP = 'Subo o VT às 11h.';

async function signedIn(nickname: string): Promise<Page> {
  const page = await browser.page();
  await login(page, nickname, 'newsroom');
  await page.waitForSelector('[data-testid=socket-state][data-state=connected]');
  await page.locator('[data-testid=chat-dock]').waitFor({ state: 'attached' });
  return page;
}

const unreadOf = async (page: Page) =>
  Number(await page.locator('[data-testid=chat-badge]').getAttribute('data-count'));

describe('chat', () => {
  it('two people chat with typing and read marks', { timeout: 120_000 }, async () => {
    const chief = await signedIn('editor');
    const producer = await signedIn('produtor');
    await expect.poll(() => unreadOf(chief)).toBeGreaterThanOrEqual(0);
    const before = await unreadOf(chief);

    await producer.click('[data-testid=chat-badge]');
    await producer.click('[data-testid=chat-new]');
    await producer.click('[data-testid=chat-people]');
    await producer.keyboard.type('Marina');
    await producer.locator('.ant-select-item-option', { hasText: 'Marina Costa' }).click();
    await producer.click('[data-testid=chat-people-submit]');
    const producerWindow = producer.locator('[data-testid=chat-window]', {
      hasText: 'Marina Costa',
    });
    await producerWindow.waitFor();
    await producerWindow.locator('[data-testid=chat-input]').fill(HELLO);
    await producerWindow.locator('[data-testid=chat-input]').press('Enter');
    await producerWindow.locator('[data-testid=chat-message]', { hasText: HELLO }).waitFor();

    // The editor's screen docks the chat minimised and counts it unread.
    await expect.poll(() => unreadOf(chief)).toBe(before + 1);
    await chief.locator('[data-testid=chat-bar]', { hasText: 'Rafael Lima' }).click();
    const chiefWindow = chief.locator('[data-testid=chat-window]', { hasText: 'Rafael Lima' });
    await chiefWindow.locator('[data-testid=chat-message]', { hasText: HELLO }).waitFor();
    await expect.poll(() => unreadOf(chief)).toBe(before);

    // Read mark: the producer sees it seen.
    await producerWindow.locator('[data-testid=chat-seen]').waitFor();

    // Typing: the editor sees the producer typing before his next message arrives.
    await producerWindow.locator('[data-testid=chat-input]').pressSequentially('Subo o VT');
    await expect
      .poll(() => chiefWindow.locator('[data-testid=chat-typing]').textContent())
      .toContain('produtor');
    await producerWindow.locator('[data-testid=chat-input]').fill(FOLLOW_UP);
    await producerWindow.locator('[data-testid=chat-input]').press('Enter');
    await chiefWindow.locator('[data-testid=chat-message]', { hasText: FOLLOW_UP }).waitFor();
    await expect
      .poll(() => chiefWindow.locator('[data-testid=chat-typing]').textContent())
      .toBe('');

    await chief.context().close();
    await producer.context().close();
  });
});
