import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Chat, ChatMessage } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { entityEvent, pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { chatDock } from '../chatDock';
import { ChatDock } from './ChatDock';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const ME = 1;
const chat: Chat = {
  id: 5,
  name: null,
  isGroup: false,
  lastMessage: null,
  unread: 0,
  createdAt: '2026-03-10T12:00:00.000Z',
  members: [
    { userId: ME, name: 'Marina Costa', nickname: 'editor', lastReadMessageId: null },
    { userId: 2, name: 'Rafael Lima', nickname: 'produtor', lastReadMessageId: null },
  ],
};
const message = (id: number, authorId: number, text: string): ChatMessage => ({
  id,
  chatId: 5,
  authorId,
  authorName: authorId === ME ? 'Marina Costa' : 'Rafael Lima',
  text,
  file: null,
  mentions: [],
  clientId: null,
  createdAt: '2026-03-10T12:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

describe('a docked chat window', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);
  let sends = 0;
  beforeEach(() => {
    topicHandlers.length = 0;
    chatDock.reset();
    sends = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/chats/5') return json(chat);
      if (url.pathname === '/api/chats/unread') return json({ total: 0, chats: [] });
      if (url.pathname === '/api/users/presence') return json([]);
      if (url.pathname === '/api/chats/5/messages' && method === 'GET')
        return json({ data: [message(10, 2, 'Bom dia')], page: 0, size: 10, total: 1 });
      if (url.pathname === '/api/chats/5/messages') {
        sends += 1;
        // The first answer is lost on the way; the retry carries the same clientId.
        if (sends === 1) return json({ code: 'internal', message: 'error:internal' }, 500);
        const body = JSON.parse(String(init?.body)) as { text: string };
        return json(message(11, ME, body.text), 201);
      }
      return json(null, 204);
    });
  });

  it('sends with one clientId through a retry, shows typing, and refuses a file over 100 MB', async () => {
    await chatDock.open(5);
    renderWithProviders(<ChatDock myId={ME} />, {
      user: { nickname: 'editor', abilities: { chat: 'write' } },
      companyData: companyDataBundle(),
    });
    const box = await screen.findByTestId('chat-window');
    // The page has the focus: what is on screen is read.
    fireEvent.focus(window);
    await within(box).findByText('Bom dia');
    await waitFor(() => expect(calls('PUT', '/api/chats/messages/10/read')).toHaveLength(1));

    const input = within(box).getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Subo o VT às 11h' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const failed = await within(box).findByTestId('chat-pending');
    await within(failed).findByText('Not sent.');
    fireEvent.click(within(failed).getByText('Try again'));
    await within(box).findByText('Subo o VT às 11h', { selector: '.nrcs-chat-message__text' });
    await waitFor(() => expect(within(box).queryByTestId('chat-pending')).toBeNull());
    const clientIds = calls('POST', '/api/chats/5/messages').map(
      ([, init]) => (JSON.parse(String(init?.body)) as { clientId: string }).clientId,
    );
    expect(clientIds).toHaveLength(2);
    expect(clientIds[0]).toBe(clientIds[1]);

    pushToAll(
      entityEvent('chat', 'chat_message', 'IS_TYPING', {
        chatId: 5,
        userId: 2,
        nickname: 'produtor',
      }),
    );
    await waitFor(() =>
      expect(within(box).getByTestId('chat-typing').textContent).toBe('produtor is typing…'),
    );

    const huge = new File(['x'], 'bruto.mov');
    Object.defineProperty(huge, 'size', { value: 101 * 1024 * 1024 });
    fireEvent.change(within(box).getByTestId('chat-file-input'), { target: { files: [huge] } });
    await screen.findByText('bruto.mov is larger than 100 MB and cannot be sent.');
    expect(calls('POST', '/api/chats/5/fileMessages')).toHaveLength(0);
  });
});
