import { TYPING_SHOWN_MS, type ChatTyping } from '@newsroom/domain';

/** Who is typing in which chat, each shown for {@link TYPING_SHOWN_MS} after their last signal. */
const typing = new Map<number, Map<number, { nickname: string; until: number }>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const chatTyping = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  /** A member signalled typing. */
  heard({ chatId, userId, nickname }: ChatTyping, now = Date.now()): void {
    const inChat = typing.get(chatId) ?? new Map();
    inChat.set(userId, { nickname, until: now + TYPING_SHOWN_MS });
    typing.set(chatId, inChat);
    changed();
    setTimeout(changed, TYPING_SHOWN_MS + 50);
  },
  /** A member's message arrived: they stopped typing it. */
  stopped(chatId: number, userId: number | null): void {
    if (userId !== null && typing.get(chatId)?.delete(userId)) changed();
  },
  /** The nicknames typing in a chat now. */
  in(chatId: number, now = Date.now()): string[] {
    return [...(typing.get(chatId)?.values() ?? [])]
      .filter((entry) => entry.until > now)
      .map((entry) => entry.nickname);
  },
};
