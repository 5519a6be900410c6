import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json } from '../../test/renderWithProviders';
import { serveRoutes } from '../../test/serveRoutes';
import { stubFetchEachTest } from '../../test/stubFetch';
import { startRoute } from './startRoute';

const preload = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../router/lazyPages', () => ({ MainLayout: { preload }, MainPage: { preload } }));
vi.mock('../main/lazyAreas', () => ({
  HomePanel: { preload },
  MAIN_AREA_PAGES: { rundown: { preload } },
}));

const fetchMock = stubFetchEachTest();

describe('startRoute', () => {
  it('asks for the rundown of the address before the bootstrap answers, and preloads its code', async () => {
    serveRoutes(fetchMock, {
      'GET /api/rundowns/check': () => json({ exists: true, rundownId: 9, canCreate: true }),
      'GET /api/rundowns/9': () => json({ code: 'not_found', message: 'x' }, 404),
    });
    const never = new Promise<null>(() => undefined);
    startRoute(
      { pathname: '/main', search: '?area=rundown&date=2026-12-01&program=3' },
      new QueryClient(),
      never,
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/rundowns/check');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('programId=3');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/rundowns/9'),
    );
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('leaves other addresses alone', () => {
    startRoute({ pathname: '/login', search: '' }, new QueryClient(), Promise.resolve(null));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
