import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { chatKeys } from '../api/chatApi';
import { loadThread, type ChatThread } from './useChatThread';

const message = (id: number): ChatMessage => ({
  id,
  chatId: 5,
  authorId: 2,
  authorName: 'Rafael Lima',
  text: `m${id}`,
  file: null,
  mentions: [],
  clientId: null,
  createdAt: '2026-03-10T12:00:00.000Z',
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

describe('a chat thread after a reconnect', () => {
  const fetchMock = stubFetchEachTest(vi.fn<typeof fetch>());

  it('loads the newest page first, then catches up after the last id held, in order, once each', async () => {
    // The screen first sees 230 messages (newest page 221..230); offline, the chat grows to 460.
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.search);
      const afterId = url.searchParams.get('afterId');
      if (afterId === null)
        return json({ data: range(221, 230).reverse(), page: 0, size: 10, total: 230 });
      const after = range(Number(afterId) + 1, 460).slice(0, 200);
      return json({ data: after, page: 0, size: 200, total: 460 - Number(afterId) });
    });
    const client = new QueryClient();
    const first = await loadThread(client, 5);
    expect(first.messages.map((m) => m.id)).toEqual(range(221, 230).map((m) => m.id));
    expect(first.hasOlder).toBe(true);

    // Offline while 230 more were sent; one of them (231) also arrived live before the drop.
    client.setQueryData<ChatThread>(chatKeys.messages(5), {
      ...first,
      messages: [...first.messages, message(231)],
    });
    const caughtUp = await loadThread(client, 5);
    expect(caughtUp.messages.map((m) => m.id)).toEqual(range(221, 460).map((m) => m.id));
    expect(asked.slice(1)).toEqual(['?afterId=231', '?afterId=431']);
  });
});
