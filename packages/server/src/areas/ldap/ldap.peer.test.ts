import { eq } from 'drizzle-orm';
import { Attribute, Change, Client } from 'ldapts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  DirectoryConfig,
  DirectoryTest,
  FilterPreview,
  SyncResult,
  SyncState,
} from '@newsroom/domain';
import { groupMembers, groups, sessions, users } from '../../platform/db/schema';
import { pendingTasks, runDueTasks } from '../../platform/jobs/tasks';
import { createUser, TEST_PASSWORD } from '../../test/testApp';
import { SCHEDULED_SYNC_TASK } from './ldap.config';
import { requestedSyncWorker } from './ldap.sync';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

/**
 * Directory sync against a REAL OpenLDAP (Debian's slapd, started by the peers suite with 200
 * people in 10 groups): test, preview, sync create/update/disable with group mapping, a second
 * sync refused, login by bind, wrong password, a directory that does not answer; the scheduled
 * sync (durable task, then a worker).
 */

const ldap = inject('ldap');
const { t, tdb, call, signIn } = useTestApp();
let admin: SignedIn;
let config: DirectoryConfig;
let reportersId: number;

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication', payload: { username, password } });

async function saveConfig(change: Partial<DirectoryConfig> & { password?: string }) {
  const { hasPassword: _hasPassword, ...current } = config;
  const response = await call('PUT', '/api/ldap/config', admin.cookie, { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
  config = response.json<DirectoryConfig>();
  return config;
}

/** Starts a sync and waits for its end. */
async function sync(): Promise<SyncResult> {
  const started = await call('POST', '/api/ldap/sync', admin.cookie);
  expect(started.statusCode, started.body).toBe(200);
  for (let i = 0; i < 600; i += 1) {
    const state = (await call('GET', '/api/ldap/sync_state', admin.cookie)).json<SyncState>();
    if (!state.isSyncing) return state.lastResult!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sync did not end');
}

async function onDirectory<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url: ldap.url });
  try {
    await client.bind(ldap.rootDn, ldap.rootPassword);
    return await work(client);
  } finally {
    await client.unbind();
  }
}

const userRow = async (nickname: string) =>
  (await tdb.database.db.select().from(users).where(eq(users.nickname, nickname)))[0];

beforeAll(async () => {
  admin = await signIn({ permissions: { admin: 'write', user: 'read' } });
  const [reporters] = await tdb.database.db
    .insert(groups)
    .values({ name: 'Reportagem' })
    .returning();
  reportersId = reporters!.id;
  config = (await call('GET', '/api/ldap/config', admin.cookie)).json<DirectoryConfig>();
  await saveConfig({
    enabled: true,
    url: ldap.url,
    bindDn: ldap.readerDn,
    password: ldap.readerPassword,
    baseDn: `ou=people,${ldap.baseDn}`,
    groupMappings: [{ directoryGroup: 'group01', groupId: reportersId }],
  });
});

describe('directory configuration', () => {
  it('is for administrators only and never answers the password', async () => {
    expect((await call('GET', '/api/ldap/config', null)).statusCode).toBe(401);
    const reader = await signIn({ permissions: { admin: 'read' } });
    expect((await call('POST', '/api/ldap/sync', reader.cookie)).statusCode).toBe(403);
    const answer = await call('GET', '/api/ldap/config', admin.cookie);
    expect(answer.json()).toMatchObject({ hasPassword: true, bindDn: ldap.readerDn });
    expect(answer.body).not.toContain(ldap.readerPassword);
  });

  it('tests the connection, and says when the directory refuses the account', async () => {
    const ok = await call('POST', '/api/ldap/test', admin.cookie);
    expect(ok.json<DirectoryTest>()).toEqual({
      ok: true,
      key: 'ldap:connectionOk',
      serverMessage: '',
    });
    await saveConfig({ password: 'wrong' });
    const refused = (await call('POST', '/api/ldap/test', admin.cookie)).json<DirectoryTest>();
    expect(refused).toMatchObject({ ok: false, key: 'ldap:bindRejected' });
    await saveConfig({ password: ldap.readerPassword });
  });

  it('previews who the filter brings, mapped as a sync would', async () => {
    const preview = (await call('POST', '/api/ldap/filter', admin.cookie)).json<FilterPreview>();
    expect(preview.total).toBe(200);
    expect(preview.people).toHaveLength(50);
    expect(preview.people.find((p) => p.nickname === 'user011')).toEqual({
      dn: `uid=user011,ou=people,${ldap.baseDn}`,
      nickname: 'user011',
      name: 'User 011',
      email: 'user011@newsroom.test',
      groupIds: [reportersId],
    });
  });
});

describe('sync', () => {
  it('creates the 200 people as AD users in the mapped group, and refuses a second sync meanwhile', async () => {
    const first = await call('POST', '/api/ldap/sync', admin.cookie);
    expect(first.json<SyncState>().isSyncing).toBe(true);
    const second = await call('POST', '/api/ldap/sync', admin.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'in_progress', message: 'ldap:syncInProgress' });
    let state = first.json<SyncState>();
    while (state.isSyncing) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await call('GET', '/api/ldap/sync_state', admin.cookie)).json<SyncState>();
    }
    expect(state.lastResult).toMatchObject({ ok: true, created: 200, updated: 0, disabled: 0 });
    expect(state).toMatchObject({ done: 200, total: 200 });
    const ana = await userRow('user011');
    expect(ana).toMatchObject({ isAdUser: true, name: 'User 011', email: 'user011@newsroom.test' });
    const members = await tdb.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, reportersId));
    expect(members).toHaveLength(20);
  });

  it('logs an AD user in with the directory password; a wrong one answers as for a local user', async () => {
    expect((await login('user001', 'pass-001')).statusCode).toBe(200);
    const wrong = await login('user001', 'not-the-password');
    const local = await createUser(tdb.database, { nickname: 'local_carla' });
    const localWrong = await login(local.nickname, 'not-the-password');
    expect([wrong.statusCode, wrong.json()]).toEqual([localWrong.statusCode, localWrong.json()]);
    expect((await login(local.nickname, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('updates changed people, disables the ones gone (ending their sessions), leaves the rest', async () => {
    expect((await login('user003', 'pass-003')).statusCode).toBe(200);
    const gone = await userRow('user003');
    expect(
      await tdb.database.db.select().from(sessions).where(eq(sessions.userId, gone!.id)),
    ).toHaveLength(1);
    await onDirectory(async (client) => {
      await client.modify(`uid=user002,ou=people,${ldap.baseDn}`, [
        new Change({
          operation: 'replace',
          modification: new Attribute({ type: 'cn', values: ['Beatriz Duarte'] }),
        }),
      ]);
      await client.del(`uid=user003,ou=people,${ldap.baseDn}`);
    });
    const result = await sync();
    expect(result).toMatchObject({ ok: true, created: 0, updated: 1, disabled: 1, unchanged: 198 });
    expect((await userRow('user002'))?.name).toBe('Beatriz Duarte');
    expect(await userRow('user003')).toMatchObject({ excluded: true });
    expect(
      await tdb.database.db.select().from(sessions).where(eq(sessions.userId, gone!.id)),
    ).toEqual([]);
    expect((await login('user003', 'pass-003')).statusCode).toBe(401);
  });

  it('refuses a sync whose filter finds nobody rather than disabling every AD user', async () => {
    const filter = config.userFilter;
    await saveConfig({ userFilter: '(uid=nobody-at-all)' });
    const result = await sync();
    expect(result).toMatchObject({ ok: false, errorKey: 'ldap:listedNobody', disabled: 0 });
    expect((await userRow('user001'))?.excluded).toBe(false);
    await saveConfig({ userFilter: filter });
  });

  it('says clearly when the directory does not answer: login, test and sync', async () => {
    await saveConfig({ url: 'ldap://127.0.0.1:1' });
    const refused = await login('user001', 'pass-001');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'directory_unavailable' });
    const test = (await call('POST', '/api/ldap/test', admin.cookie)).json<DirectoryTest>();
    expect(test).toMatchObject({ ok: false, key: 'ldap:unreachable' });
    const result = await sync();
    expect(result).toMatchObject({ ok: false, errorKey: 'ldap:unreachable', disabled: 0 });
    expect((await userRow('user001'))?.excluded).toBe(false);
    await saveConfig({ url: ldap.url });
  });
});

describe('scheduled sync', () => {
  it('puts a durable task at the interval, which asks for a sync that a worker runs, then moves on', async () => {
    const platform = t.app.platform;
    const db = tdb.database.db;
    const savedAt = platform.clock();
    await saveConfig({ syncIntervalMinutes: 60 });
    const [task] = await pendingTasks(db, SCHEDULED_SYNC_TASK);
    expect(task!.runAt.getTime() - savedAt.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
    const state = (await call('GET', '/api/ldap/sync_state', admin.cookie)).json<SyncState>();
    expect(state.nextSyncAt).toBe(task!.runAt.toISOString());

    // Due: the task asks for a sync and puts itself an interval later.
    const due = new Date(task!.runAt.getTime() + 1_000);
    const pass = await runDueTasks(tdb.database, platform.areas.taskHandlers, due, {
      storage: platform.storage,
    });
    expect(pass.ran).toEqual([SCHEDULED_SYNC_TASK]);
    const [next] = await pendingTasks(db, SCHEDULED_SYNC_TASK);
    expect(next!.runAt.getTime()).toBe(due.getTime() + 60 * 60_000);

    // Any instance's worker pass runs the requested sync once.
    await requestedSyncWorker.run(platform);
    const after = (await call('GET', '/api/ldap/sync_state', admin.cookie)).json<SyncState>();
    expect(after.lastResult).toMatchObject({ ok: true, trigger: 'scheduled', created: 0 });
    expect(after.isSyncing).toBe(false);

    // Switched to "by hand only": the task is gone.
    await saveConfig({ syncIntervalMinutes: 0 });
    expect(await pendingTasks(db, SCHEDULED_SYNC_TASK)).toEqual([]);
  });
});
