import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { entityEvent, pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { NotificationsBell } from './NotificationsBell';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const reminder = (id: number, name: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  level: 'INFO',
  category: 'event',
  titleKey: 'notification:reminder',
  params: { name, start: '2026-03-10T09:00', minutesBefore: 15 },
  text: 'Sala de reuniões',
  link: { kind: 'calendar_event', id: 7, date: '2026-03-10' },
  createdAt: '2026-03-10T11:45:00.000Z',
  readAt: null,
  late: false,
  ...extra,
});

let stored: Notification[] = [];
const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);

function renderBell() {
  return renderWithProviders(<NotificationsBell />, {
    user: { nickname: 'reporter', abilities: {} },
    companyData: companyDataBundle(),
  });
}
const bell = () => screen.getByTestId('notifications-bell');

describe('NotificationsBell', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    stored = [reminder(2, 'Reunião de pauta'), reminder(1, 'Plantão', { late: true })];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'PUT') {
        const id = /\/api\/notifications\/(\d+)\/read/.exec(url.pathname)?.[1];
        stored = stored.map((n) =>
          !id || n.id === Number(id) ? { ...n, readAt: '2026-03-10T12:00:00.000Z' } : n,
        );
        return json(null, 204);
      }
      if (url.pathname === '/api/notifications/unread')
        return json({ count: stored.filter((n) => !n.readAt).length });
      if (url.pathname === '/api/notifications')
        return json({ data: stored, page: 0, size: 20, total: stored.length });
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('shows the unread count and lists notifications with dates for the locale', async () => {
    renderBell();
    await waitFor(() => expect(bell().dataset.count).toBe('2'));
    fireEvent.click(bell());
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'false']);
    expect(items[0]!.textContent).toMatch(/Reunião de pauta/);
    expect(items[0]!.textContent).toMatch(/\d\d\/\d\d\/2026 09:00/);
    expect(items[0]!.textContent).not.toMatch(/2026-03-10/);
    expect(within(items[1]!).getByText(/late|atrasado|con retraso/i)).toBeTruthy();
  });

  it('marks one read when opened, and all read at once', async () => {
    renderBell();
    fireEvent.click(bell());
    const [first] = await screen.findAllByTestId('notification-item');
    fireEvent.click(first!);
    await waitFor(() => expect(sent('PUT')).toEqual(['/api/notifications/2/read']));
    await waitFor(() => expect(bell().dataset.count).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: /mark all|marcar todas/i }));
    await waitFor(() => expect(sent('PUT')).toContain('/api/notifications/read'));
    await waitFor(() => expect(bell().dataset.count).toBe('0'));
  });

  it('shows a live reminder as one toast, and a burst as one toast with the count', async () => {
    renderBell();
    await waitFor(() => expect(bell().dataset.count).toBe('2'));
    const fresh = reminder(3, 'Sessão da Câmara');
    stored = [fresh, ...stored];
    pushToLatest(entityEvent('notifications', 'notification', 'REMINDER', fresh));
    expect(await screen.findByText(/Sessão da Câmara/)).toBeTruthy();
    await waitFor(() => expect(bell().dataset.count).toBe('3'));

    const a = reminder(4, 'Fechamento');
    const b = reminder(5, 'Jogo');
    stored = [b, a, ...stored];
    pushToLatest(entityEvent('notifications', 'notification', 'CREATE', a));
    pushToLatest(entityEvent('notifications', 'notification', 'CREATE', b));
    expect(await screen.findByText(/^2 /)).toBeTruthy();
    expect(screen.queryByText(/Fechamento/)).toBeNull();
  });
});
