import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { AWAY_AFTER_MS } from '@newsroom/domain';
import { entityEvent, pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { useAwayReporter } from '../hooks/useAwayReporter';
import { OnlineUsersIndicator } from './OnlineUsersIndicator';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();
const awayReports = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/api/sessions/away'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { away: boolean });

describe('presence in the online users list', { timeout: 20_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('shows each online user as online or away, live', async () => {
    topicHandlers.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/users/online')
        return json([
          { id: 1, name: 'Ana Souza', nickname: 'reporter' },
          { id: 2, name: 'Rafael Lima', nickname: 'produtor' },
        ]);
      if (path === '/api/users/presence')
        return json([
          { userId: 1, presence: 'online' },
          { userId: 2, presence: 'away' },
        ]);
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
    renderWithProviders(<OnlineUsersIndicator />, {
      user: { nickname: 'editor', abilities: {} },
      companyData: companyDataBundle(),
    });
    await waitFor(() =>
      expect(screen.getByTestId('online-users').getAttribute('data-count')).toBe('2'),
    );
    fireEvent.click(screen.getByTestId('online-users'));
    const dotOf = (name: string) =>
      screen.getByText(name).closest('li')!.querySelector('[data-testid="presence-dot"]')!;
    await waitFor(() => expect(dotOf('Rafael Lima').getAttribute('data-presence')).toBe('away'));
    expect(dotOf('Ana Souza').getAttribute('data-presence')).toBe('online');
    expect(dotOf('Rafael Lima').getAttribute('aria-label')).toBe('Away');

    pushToAll(entityEvent('sessions', 'presence', 'UPDATE', { userId: 2, presence: 'online' }));
    await waitFor(() => expect(dotOf('Rafael Lima').getAttribute('data-presence')).toBe('online'));
    pushToAll(entityEvent('sessions', 'presence', 'UPDATE', { userId: 1, presence: 'offline' }));
    await waitFor(() => expect(dotOf('Ana Souza').getAttribute('data-presence')).toBe('offline'));
  });

  it('reports the screen away after the idle time and back on the first input', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(async () => json(null, 204));
      const { unmount } = renderHook(() => useAwayReporter());
      act(() => vi.advanceTimersByTime(AWAY_AFTER_MS - 1000));
      fireEvent.keyDown(window, { key: 'a' });
      act(() => vi.advanceTimersByTime(AWAY_AFTER_MS - 1000));
      expect(awayReports()).toEqual([]);
      act(() => vi.advanceTimersByTime(1000));
      expect(awayReports()).toEqual([{ away: true }]);
      fireEvent.pointerMove(window);
      fireEvent.pointerMove(window);
      expect(awayReports()).toEqual([{ away: true }, { away: false }]);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});
