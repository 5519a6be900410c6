import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DIRECTORY_DEFAULTS,
  type DirectoryConfig,
  type FilterPreview,
  type SyncState,
} from '@newsroom/domain';
import { pushToAll } from '../../../test/fakeRealtime';
import { json, renderWithFeedback } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { DirectoryPage } from './DirectoryPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const saved: DirectoryConfig = {
  ...DIRECTORY_DEFAULTS,
  attributes: { ...DIRECTORY_DEFAULTS.attributes },
  groupMappings: [],
  enabled: true,
  url: 'ldap://diretorio.redacao.local',
  bindDn: 'cn=newsroom,dc=redacao,dc=local',
  baseDn: 'ou=people,dc=redacao,dc=local',
  hasPassword: true,
  version: 3,
};
const idle: SyncState = {
  isSyncing: false,
  done: 0,
  total: 0,
  startedAt: null,
  nextSyncAt: null,
  lastResult: {
    startedAt: '2026-03-10T12:00:00Z',
    finishedAt: '2026-03-10T12:00:05Z',
    trigger: 'manual',
    ok: true,
    errorKey: null,
    serverMessage: '',
    created: 12,
    updated: 3,
    disabled: 1,
    unchanged: 180,
    problems: [{ dn: 'uid=dup,ou=people', key: 'ldap:entry.duplicate' }],
  },
};
const preview: FilterPreview = {
  total: 2,
  people: [
    { dn: 'uid=ana', nickname: 'ana', name: 'Ana Souza', email: 'ana@redacao.local', groupIds: [] },
    { dn: 'uid=bia', nickname: 'bia', name: 'Bia Lima', email: 'bia@redacao.local', groupIds: [] },
  ],
  problems: [],
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  );

describe('DirectoryPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (path === '/api/ldap/config' && method === 'GET') return json(saved);
      if (path === '/api/ldap/config' && method === 'PUT')
        return json({ ...saved, version: saved.version + 1 });
      if (path === '/api/ldap/sync_state') return json(idle);
      if (path === '/api/ldap/sync')
        return json({ ...idle, isSyncing: true, done: 0, total: 200, startedAt: 'x' });
      if (path === '/api/ldap/filter') return json(preview);
      if (path.startsWith('/api/groups')) return json([]);
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('shows the last result with its problems, and the sync progress live', async () => {
    renderWithFeedback(<DirectoryPage canEdit />);
    const last = await screen.findByTestId('directory-last-result');
    await waitFor(() =>
      expect(last.textContent).toContain('12 created, 3 updated, 1 disabled, 180 unchanged'),
    );
    expect(screen.getByText(/uid=dup,ou=people/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('directory-sync'));
    await screen.findByTestId('directory-syncing');
    expect(callsTo('/api/ldap/sync', 'POST')).toHaveLength(1);
    pushToAll({
      topic: 'ldap',
      entity: 'sync_state',
      data: { ...idle, isSyncing: true, done: 100, total: 200, startedAt: 'x' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('directory-syncing').textContent).toContain('50%'),
    );
    pushToAll({ topic: 'ldap', entity: 'sync_state', data: idle });
    await waitFor(() => expect(screen.queryByTestId('directory-syncing')).toBeNull());
  });

  it('previews who the filter brings', async () => {
    renderWithFeedback(<DirectoryPage canEdit />);
    await screen.findByDisplayValue('ldap://diretorio.redacao.local');
    fireEvent.click(screen.getByTestId('directory-preview'));
    const table = await screen.findByTestId('directory-preview-result');
    await waitFor(() => expect(table.textContent).toContain('Ana Souza'));
    expect(table.textContent).toContain('bia@redacao.local');
  });

  it('saves over the version read, sending the password only when one is typed', async () => {
    renderWithFeedback(<DirectoryPage canEdit />);
    const url = await screen.findByDisplayValue('ldap://diretorio.redacao.local');
    fireEvent.change(url, { target: { value: 'ldaps://diretorio.redacao.local' } });
    fireEvent.click(screen.getByTestId('directory-save'));
    await waitFor(() => expect(callsTo('/api/ldap/config', 'PUT')).toHaveLength(1));
    const body = JSON.parse(String(callsTo('/api/ldap/config', 'PUT')[0]![1]!.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ url: 'ldaps://diretorio.redacao.local', version: 3 });
    expect(body).not.toHaveProperty('password');
  });

  it('lets a reader see but not change, test or sync', async () => {
    renderWithFeedback(<DirectoryPage canEdit={false} />);
    await screen.findByDisplayValue('ldap://diretorio.redacao.local');
    expect(screen.getByTestId('directory-sync')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('directory-save')).toHaveProperty('disabled', true);
  });
});
