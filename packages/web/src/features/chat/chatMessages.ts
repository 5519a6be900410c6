import type { Chat, ChatMember, ChatMessage } from '@newsroom/domain';

/** Messages by id, once each, oldest first: what every arrival (socket, page, catch-up) goes through. */
export function mergeMessages(
  current: readonly ChatMessage[],
  more: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A chat's title: its name, else the other members' names. */
export function chatTitle(chat: Pick<Chat, 'name' | 'members'>, myId: number | undefined): string {
  if (chat.name) return chat.name;
  const others = chat.members.filter((m) => m.userId !== myId).map((m) => m.name);
  return others.length > 0 ? others.join(', ') : (chat.members[0]?.name ?? '');
}

/** The other members who have read `message` (their read mark is at it or after). */
export function readBy(
  members: readonly ChatMember[],
  message: Pick<ChatMessage, 'id' | 'authorId'>,
): ChatMember[] {
  return members.filter(
    (m) =>
      m.userId !== message.authorId &&
      m.lastReadMessageId !== null &&
      m.lastReadMessageId >= message.id,
  );
}

/** A chat after a member's read mark moved (never back). */
export function withReadMark(chat: Chat, userId: number, messageId: number): Chat {
  return {
    ...chat,
    members: chat.members.map((m) =>
      m.userId === userId && (m.lastReadMessageId ?? 0) < messageId
        ? { ...m, lastReadMessageId: messageId }
        : m,
    ),
  };
}

/** The calendar day (local) of an instant, for day separators: `YYYY-MM-DD`. */
export function localDay(at: string): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
