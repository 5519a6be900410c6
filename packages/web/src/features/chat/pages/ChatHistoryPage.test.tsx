import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Chat, ChatMessage } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { ChatHistoryPage } from './ChatHistoryPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const member = (userId: number, name: string) => ({
  userId,
  name,
  nickname: name.split(' ')[0]!.toLowerCase(),
  lastReadMessageId: null,
});
const chat = (id: number, name: string | null, members: Chat['members']): Chat => ({
  id,
  members,
  isGroup: members.length > 2,
  name,
  lastMessage: null,
  unread: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
});
/** Ana (the signed-in user, id 1) with Bruno; and the morning desk's group. */
const pair = chat(7, null, [member(1, 'Ana Souza'), member(2, 'Bruno Lima')]);
const group = chat(9, 'Pauta da manhã', [
  member(1, 'Ana Souza'),
  member(2, 'Bruno Lima'),
  member(3, 'Carla Dias'),
]);

const message = (id: number, chatId: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId,
  authorId: 2,
  authorName: 'Bruno Lima',
  text: `Mensagem ${id}`,
  file: null,
  mentions: [],
  clientId: null,
  createdAt: `2026-03-10T12:${String(id).padStart(2, '0')}:00.000Z`,
  ...extra,
});
/** The pair's 13 messages of the day; the third is a file. */
const pairDay = Array.from({ length: 13 }, (_, index) =>
  index === 2
    ? message(3, 7, {
        text: '',
        file: { name: 'roteiro.pdf', mimeType: 'application/pdf', size: 2_621_440 },
      })
    : message(index + 1, 7),
);
const found = message(42, 9, {
  authorName: 'Carla Dias',
  text: 'A pauta da manhã mudou',
  createdAt: '2026-03-09T14:30:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const asked = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

function renderPage() {
  return renderWithProviders(<ChatHistoryPage />, {
    user: { nickname: 'ana', abilities: {} },
    companyData: companyDataBundle(),
  });
}

describe('ChatHistoryPage', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const query = url.searchParams;
      if (url.pathname === '/api/chats/history')
        return json(query.get('date') === '2026-03-09' ? [group] : [pair, group]);
      if (url.pathname === '/api/chats') return json([pair, group]);
      if (url.pathname === '/api/chats/messages/search')
        return json({ data: [found], page: 0, size: 25, total: 1 });
      const messages = /^\/api\/chats\/(\d+)\/messages$/.exec(url.pathname);
      if (messages) {
        const page = Number(query.get('page'));
        const all = messages[1] === '7' ? pairDay : [found];
        const newestFirst = [...all].reverse();
        return json({
          data: newestFirst.slice(page * 10, page * 10 + 10),
          page,
          size: 10,
          total: all.length,
        });
      }
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it("lists the day's chats and pages a chat's messages by 10, oldest at the top", async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('chat-history-chat')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('chat-history-chat');
    // A pair chat is titled by the other member, a group by its name.
    expect(first!.textContent).toBe('Bruno Lima');
    expect(second!.textContent).toBe('Pauta da manhã');
    const day = asked('/api/chats/history')[0]!.date!;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The picker shows the day in the language's pattern, not ISO.
    const [year, month, dayOfMonth] = day.split('-');
    const picker = within(screen.getByTestId('chat-history-page')).getByLabelText('Day');
    expect((picker as HTMLInputElement).value).toBe(`${month}/${dayOfMonth}/${year}`);

    // The first chat opens: its newest 10 messages, the oldest of them at the top.
    await waitFor(() => expect(screen.getAllByTestId('chat-history-message')).toHaveLength(10));
    expect(asked('/api/chats/7/messages')).toEqual([{ page: '0', date: day }]);
    const ids = () =>
      screen.getAllByTestId('chat-history-message').map((node) => node.dataset.messageId);
    expect(ids()[0]).toBe('4');
    expect(ids().at(-1)).toBe('13');
    expect(screen.getAllByTestId('chat-history-message')[0]!.textContent).toContain(
      'Bruno Lima, 12:04',
    );
    expect(screen.queryByTestId('chat-history-file')).toBeNull();

    fireEvent.click(screen.getByTestId('chat-history-older'));
    await waitFor(() => expect(screen.getAllByTestId('chat-history-message')).toHaveLength(13));
    expect(asked('/api/chats/7/messages')[1]).toEqual({ page: '1', date: day });
    expect(ids().slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(screen.queryByTestId('chat-history-older')).toBeNull();
    const file = screen.getByTestId('chat-history-file');
    expect(file.getAttribute('href')).toBe('/api/chats/messages/3/file?download=true');
    expect(file.textContent).toContain('roteiro.pdf (2.5 MB)');

    // Another chat of the day.
    fireEvent.click(screen.getByText('Pauta da manhã'));
    await waitFor(() => expect(ids()).toEqual(['42']));
  });

  it('says when the day has no chats', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/chats/history')
        ? json([])
        : json({ code: 'not_found', message: 'not_found' }, 404),
    );
    renderPage();
    expect(await screen.findByText('No chat had messages on this day.')).toBeTruthy();
    expect(screen.queryByTestId('chat-history-message')).toBeNull();
  });

  it("searches messages and opens a result's day and chat", async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('chat-history-chat')).toHaveLength(2));
    const search = screen.getByPlaceholderText('Search messages');
    fireEvent.change(search, { target: { value: 'p' } });
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'pauta' } });

    const result = await screen.findByTestId('chat-search-result');
    expect(asked('/api/chats/messages/search')).toEqual([{ q: 'pauta', page: '0' }]);
    expect(result.textContent).toContain('Pauta da manhã — Carla Dias, 03/09/2026 14:30:00');
    expect(result.textContent).toContain('A pauta da manhã mudou');

    fireEvent.click(within(result).getByText(/Carla Dias/));
    await waitFor(() => expect(screen.getAllByTestId('chat-history-chat')).toHaveLength(1));
    expect(asked('/api/chats/history').at(-1)).toEqual({ date: '2026-03-09' });
    const opened = await screen.findByTestId('chat-history-message');
    expect(opened.dataset.messageId).toBe('42');
    expect(opened.dataset.highlighted).toBe('true');
    expect(asked('/api/chats/9/messages')).toEqual([{ page: '0', date: '2026-03-09' }]);
    expect((screen.getByPlaceholderText('Search messages') as HTMLInputElement).value).toBe('');
  });
});
