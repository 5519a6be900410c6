import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS } from '@newsroom/domain';
import { ME_QUERY_KEY } from '../../features/auth';
import { BRANCH_CONFIG_KEY } from '../../features/branch';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../features/programs';
import { APPEARANCE_KEY } from '../../features/settings';
import { json } from '../../test/renderWithProviders';
import { meFixture } from '../../test/meFixture';
import { serveRoutes } from '../../test/serveRoutes';
import { stubFetchEachTest } from '../../test/stubFetch';
import { seedBootstrap } from './seedBootstrap';

const fetchMock = stubFetchEachTest();

const appearance = {
  themeColor: SETTINGS_DEFAULTS.theme.themeColor,
  hasLogo: false,
  logoId: null,
  fonts: SETTINGS_DEFAULTS.fonts,
};
const branch = {
  locale: 'en_US',
  branchName: 'TV Norte',
  version: '1.0.0',
  timeZone: 'America/Sao_Paulo',
  rundownLockMinutes: 60,
};
const program = {
  id: 3,
  name: 'Jornal da Manhã',
  start: '06:00',
  end: '07:00',
  enabled: true,
  legacyMode: false,
  isRestricted: false,
};

/** The paths fetched, in order. */
const calledPaths = () => fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);

describe('seedBootstrap', () => {
  it('fills the four caches from one call', async () => {
    const me = meFixture();
    serveRoutes(fetchMock, {
      'GET /api/bootstrap': () => json({ appearance, branch, me, accessiblePrograms: [program] }),
    });
    const client = new QueryClient();
    await seedBootstrap(client);
    await vi.waitFor(() => expect(client.getQueryData(ME_QUERY_KEY)).toEqual(me));
    expect(client.getQueryData(BRANCH_CONFIG_KEY)).toEqual(branch);
    expect(client.getQueryData(APPEARANCE_KEY)).toEqual(appearance);
    expect(client.getQueryData(ACCESSIBLE_PROGRAMS_KEY)).toEqual([
      expect.objectContaining({ id: 3 }),
    ]);
    expect(calledPaths()).toEqual(['/api/bootstrap']);
  });

  it('leaves the programs alone without a session, the user being null', async () => {
    serveRoutes(fetchMock, {
      'GET /api/bootstrap': () => json({ appearance, branch, me: null, accessiblePrograms: null }),
    });
    const client = new QueryClient();
    await seedBootstrap(client);
    await vi.waitFor(() => expect(client.getQueryState(ME_QUERY_KEY)?.status).toBe('success'));
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(ACCESSIBLE_PROGRAMS_KEY)).toBeUndefined();
    expect(calledPaths()).toEqual(['/api/bootstrap']);
  });

  it('falls back to the calls one by one when the bootstrap fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveRoutes(fetchMock, {
      'GET /api/bootstrap': () => json({ code: 'internal', message: 'x' }, 500),
      'GET /api/users/me': () => json({ code: 'session_expired', message: 'x' }, 401),
      'GET /api/branch/config': () => json(branch),
      'GET /api/settings/appearance': () => json(appearance),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await seedBootstrap(client)).toBeNull();
    await vi.waitFor(() => expect(client.getQueryData(APPEARANCE_KEY)).toEqual(appearance));
    expect(client.getQueryData(BRANCH_CONFIG_KEY)).toEqual(branch);
    await vi.waitFor(() => expect(client.getQueryState(ME_QUERY_KEY)?.status).toBe('success'));
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(calledPaths().sort()).toEqual([
      '/api/bootstrap',
      '/api/branch/config',
      '/api/settings/appearance',
      '/api/users/me',
    ]);
  });
});
