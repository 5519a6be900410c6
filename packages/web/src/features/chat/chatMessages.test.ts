import { describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '@newsroom/domain';
import { chatTitle, mergeMessages, readBy, withReadMark } from './chatMessages';

const message = (id: number, authorId = 1): ChatMessage => ({
  id,
  chatId: 5,
  authorId,
  authorName: `A${authorId}`,
  text: `m${id}`,
  file: null,
  mentions: [],
  clientId: null,
  createdAt: '2026-03-10T12:00:00.000Z',
});
const chat: Chat = {
  id: 5,
  name: null,
  isGroup: false,
  lastMessage: null,
  unread: 0,
  createdAt: '2026-03-10T12:00:00.000Z',
  members: [
    { userId: 1, name: 'Ana Souza', nickname: 'reporter', lastReadMessageId: 9 },
    { userId: 2, name: 'Rafael Lima', nickname: 'produtor', lastReadMessageId: 4 },
  ],
};

describe('merging messages', () => {
  it('keeps each id once, in id order, whatever order they arrive in', () => {
    const live = mergeMessages([message(3), message(5)], [message(4)]);
    const caughtUp = mergeMessages(live, [message(5), message(6), message(4)]);
    const olderPage = mergeMessages(caughtUp, [message(2), message(1), message(3)]);
    expect(olderPage.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('chat titles and read marks', () => {
  it('names a pair by the other person and a named group by its name', () => {
    expect(chatTitle(chat, 1)).toBe('Rafael Lima');
    expect(chatTitle({ ...chat, name: 'Esporte' }, 1)).toBe('Esporte');
  });
  it('tells who read a message, never its author', () => {
    expect(readBy(chat.members, message(4, 1)).map((m) => m.userId)).toEqual([2]);
    expect(readBy(chat.members, message(5, 1))).toEqual([]);
    expect(readBy(chat.members, message(5, 2)).map((m) => m.userId)).toEqual([1]);
  });
  it('moves a read mark forward only', () => {
    expect(withReadMark(chat, 2, 7).members[1]!.lastReadMessageId).toBe(7);
    expect(withReadMark(chat, 1, 3).members[0]!.lastReadMessageId).toBe(9);
  });
});

describe('file sizes', () => {
  it('are written in the language’s number format', async () => {
    const { formatFileSize } = await import('../../shared/i18n/fileSize');
    expect(formatFileSize(1_572_864, 'pt_BR')).toBe('1,5 MB');
    expect(formatFileSize(1_572_864, 'en_US')).toBe('1.5 MB');
    expect(formatFileSize(900, 'es_ES')).toBe('900 B');
  });
});
