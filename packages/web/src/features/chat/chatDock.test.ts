import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REOPEN_MS } from '@newsroom/domain';
import { chatDock } from './chatDock';

describe('the chat dock (spec 3 §4)', () => {
  afterEach(() => {
    chatDock.reset();
    vi.useRealTimers();
  });

  it('opens a chat at once when nothing else is open', async () => {
    await chatDock.open(1);
    expect(chatDock.get().windows).toEqual([{ chatId: 1, minimised: false }]);
  });

  it('with others open: minimises all, waits 30 ms, then opens the chat', async () => {
    vi.useFakeTimers();
    await chatDock.open(1);
    const opening = chatDock.open(2);
    expect(chatDock.get().windows).toEqual([{ chatId: 1, minimised: true }]);
    vi.advanceTimersByTime(CHAT_REOPEN_MS - 1);
    expect(chatDock.get().windows).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await opening;
    expect(chatDock.get().windows).toEqual([
      { chatId: 1, minimised: true },
      { chatId: 2, minimised: false },
    ]);
  });

  it('docks an arriving chat minimised once, minimises all, closes, and keeps it for the tab', async () => {
    await chatDock.open(1);
    chatDock.dockMinimised(3);
    chatDock.dockMinimised(3);
    chatDock.dockMinimised(1);
    expect(chatDock.get().windows).toEqual([
      { chatId: 1, minimised: false },
      { chatId: 3, minimised: true },
    ]);
    chatDock.minimiseAll();
    expect(chatDock.get().windows.every((w) => w.minimised)).toBe(true);
    chatDock.close(1);
    expect(chatDock.get().windows).toEqual([{ chatId: 3, minimised: true }]);
    expect(JSON.parse(sessionStorage.getItem('nrcs.chatDock')!).windows).toEqual([
      { chatId: 3, minimised: true },
    ]);
  });
});
