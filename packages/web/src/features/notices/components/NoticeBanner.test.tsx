import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { entityEvent, pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { NoticeBanner } from './NoticeBanner';
import { NoticesDrawer } from './NoticesDrawer';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const notice = (n: number, text: string, extra: Partial<Notice> = {}): Notice => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  text,
  urgent: false,
  authorId: 1,
  authorName: 'Marina Costa',
  createdAt: `2026-03-10T1${n}:00:00.000Z`,
  ...extra,
});

const fetchMock = vi.fn<typeof fetch>();
const registered = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/api/users/register_last_notice'))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { noticeId: string }).noticeId);
const options = (abilities = {}) => ({
  user: { nickname: 'reporter', abilities },
  companyData: companyDataBundle(),
});

describe('notices', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);
  let posted: unknown[] = [];
  beforeEach(() => {
    topicHandlers.length = 0;
    posted = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/notices/unread')
        return json([
          notice(1, 'Reunião geral às 9h'),
          notice(2, 'Playout em manutenção', { urgent: true }),
        ]);
      if (path === '/api/users/register_last_notice') return json(null, 204);
      if (path === '/api/notices' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(notice(4, 'novo'), 201);
      }
      if (path === '/api/notices')
        return json({ data: [notice(2, 'Playout em manutenção')], page: 0, size: 25, total: 1 });
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('shows unseen notices once, registering the newest, and follows live posts and removals', async () => {
    renderWithProviders(<NoticeBanner />, options());
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('notice');
    expect(first!.textContent).toContain('Reunião geral às 9h');
    expect(second!.getAttribute('data-urgent')).toBe('true');
    expect(second!.textContent).toContain('Marina Costa');
    await waitFor(() => expect(registered()).toEqual([notice(2, '').id]));

    pushToAll(entityEvent('notices', 'notice', 'CREATE', notice(3, 'Escala do plantão publicada')));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(3));
    await waitFor(() => expect(registered()).toEqual([notice(2, '').id, notice(3, '').id]));

    pushToAll(entityEvent('notices', 'notice', 'DELETE', { id: notice(1, '').id }));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(2));
    const close = within(screen.getAllByTestId('notice')[0]!).getByRole('button');
    fireEvent.click(close);
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(1));
    pushToAll(entityEvent('notices', 'notice', 'CREATE', notice(4, 'Novo padrão de GC')));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('notice-close-all'));
    await waitFor(() => expect(screen.queryByTestId('notice-banner')).toBeNull());
  });

  it('lets a writer post a notice from the drawer; a reader only reads', async () => {
    const { unmount } = renderWithProviders(
      <NoticesDrawer open onClose={() => undefined} />,
      options({ notice: 'read' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(1));
    expect(screen.queryByTestId('notice-form')).toBeNull();
    unmount();

    renderWithProviders(
      <NoticesDrawer open onClose={() => undefined} />,
      options({ notice: 'write' }),
    );
    const form = await screen.findByTestId('notice-form');
    fireEvent.change(within(form).getByRole('textbox'), {
      target: { value: 'Pauta fechada às 18h' },
    });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button'));
    await waitFor(() => expect(posted).toEqual([{ text: 'Pauta fechada às 18h', urgent: true }]));
  });
});
