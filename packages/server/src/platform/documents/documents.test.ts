import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  hasRoles,
  LOCK_LEASE_MS,
  type LockView,
  type Permissions,
  type RealtimeEvent,
  type Viewer,
} from '@newsroom/domain';
import { createUser, loginCookie, testClock } from '../../test/testApp';
import { connectStomp, type TestStomp } from '../../test/stompClient';
import type { Actor } from '../auth/actor';
import { users } from '../db/schema';
import { AREA_MANIFESTS } from '../../areas/manifests';
import { buildAreaRegistry } from '../areas/registry';
import { acquireLock, assertLockHeld } from './locks';
import { diffRevisions, listRevisions, recordRevision } from './revisions';
import { expectUpdated } from './versions';
import { runJobOnce } from '../jobs/scheduler';
import { platformJobs } from '../jobs/platformJobs';
import { useTestApp } from '../../test/useTestApp';

const clock = testClock();

/** Logs a user in and returns their cookie and actor as the server sees them. */
async function session(permissions: Permissions = { document: 'write' }) {
  const user = await createUser(tdb.database, { permissions });
  const cookie = await loginCookie(t.app, user.nickname);
  const me = await t.app.inject({ url: '/api/locks', headers: { cookie } });
  expect(me.statusCode).toBe(200);
  const { resolveSession, SESSION_COOKIE } = await import('../auth/sessions');
  const token = cookie.slice(SESSION_COOKIE.length + 1);
  const actor = (await resolveSession(
    tdb.database,
    token,
    { ip: '127.0.0.1', locale: 'pt_BR' },
    t.app.platform.sessionPolicy,
    clock.now(),
  )) as Actor;
  return { user, cookie, actor };
}

/**
 * The locks here are of a test kind on the `document` area: a document exists when its id is
 * under 1000 and is seen by document readers (as an area would register its own rules).
 */
const KIND = 'document';
const areas = buildAreaRegistry([
  ...AREA_MANIFESTS,
  {
    name: 'document',
    lockedKinds: {
      [KIND]: async (_db, ids) => {
        const seen = (viewer: Viewer) => hasRoles(viewer.roles, ['ROLE_DOCUMENT_READ']);
        return new Map(ids.filter((id) => id < 1000).map((id) => [id, seen]));
      },
    },
  },
]);

const { tdb, t } = useTestApp({ clock, areas });

const lockDocument = (actor: Actor, id: number, takeOver = false, entityType = KIND) =>
  tdb.database.db.transaction((tx) =>
    acquireLock(tx, actor, { entityType, entityId: id }, clock.now(), { takeOver }),
  );

describe('edit locks', () => {
  it('locks a document for one session, refuses others with the holder, and renews for the holder', async () => {
    const a = await session();
    const b = await session();
    const lock = await lockDocument(a.actor, 1);
    expect(lock).toMatchObject({
      entityType: KIND,
      entityId: '1',
      userId: a.user.id,
      nickname: a.user.nickname,
    });
    await expect(lockDocument(b.actor, 1)).rejects.toMatchObject({
      code: 'locked_by_other',
      details: { nickname: a.user.nickname },
    });
    clock.advance(60_000);
    const renewed = await lockDocument(a.actor, 1);
    expect(renewed.uuid).toBe(lock.uuid);
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(
      new Date(lock.expiresAt).getTime(),
    );

    const listed = await t.app.inject({ url: '/api/locks', headers: { cookie: b.cookie } });
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uuid: lock.uuid, nickname: a.user.nickname }),
      ]),
    );
  });

  it('shows a lock, in the list and over the socket, only to who may see its document', async () => {
    const holder = await session();
    const reader = await session({ document: 'read' });
    const stranger = await session({ story: 'read' });
    const topics = ['/topic/entity_locker', '/topic/sessions'];
    const readerSocket = await connectStomp(t.baseUrl, reader.cookie, topics);
    const strangerSocket = await connectStomp(t.baseUrl, stranger.cookie, topics);
    try {
      const seen = await lockDocument(holder.actor, 5);
      const missing = await lockDocument(holder.actor, 1005); // the kind finds no such document
      const unknown = await lockDocument(holder.actor, 6, false, 'mystery'); // no kind registered
      // A later event both sockets hear: every lock event meant for them arrived before it.
      const late = await session();
      const heard = (e: RealtimeEvent) =>
        e.action === 'LOGGED_IN' && (e.data as { userId: number }).userId === late.user.id;
      await readerSocket.next('/topic/sessions', heard);
      await strangerSocket.next('/topic/sessions', heard);
      const lockEvents = (socket: TestStomp) =>
        (socket.received.get('/topic/entity_locker') ?? []).map((e) => `${e.entity}:${e.id}`);
      expect(lockEvents(readerSocket)).toEqual([`${KIND}:5`]);
      expect(lockEvents(strangerSocket)).toEqual([]);

      const listed = async (cookie: string) =>
        (await t.app.inject({ url: '/api/locks', headers: { cookie } }))
          .json<LockView[]>()
          .map((l) => l.uuid);
      expect(await listed(reader.cookie)).toContain(seen.uuid);
      for (const cookie of [reader.cookie, stranger.cookie, holder.cookie]) {
        expect(await listed(cookie)).not.toContain(missing.uuid);
        expect(await listed(cookie)).not.toContain(unknown.uuid);
      }
      expect(await listed(stranger.cookie)).not.toContain(seen.uuid);
    } finally {
      await readerSocket.close();
      await strangerSocket.close();
    }
  });

  it('renews over HTTP only for the holder', async () => {
    const a = await session();
    const b = await session();
    const lock = await lockDocument(a.actor, 2);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/locks/${lock.uuid}/renew`,
          headers: { cookie: a.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/locks/${lock.uuid}/renew`,
      headers: { cookie: b.cookie },
    });
    expect(other.statusCode).toBe(412);
    expect(other.json()).toMatchObject({ code: 'lock_lost', message: 'document:lockLost' });
  });

  it("lets a writer take over, announces it, and refuses the old holder's late save", async () => {
    const a = await session();
    const b = await session();
    const reader = await session({ document: 'read' });
    const watcher = await connectStomp(t.baseUrl, a.cookie, ['/topic/entity_locker']);
    try {
      const lock = await lockDocument(a.actor, 3);
      expect(
        (await watcher.next('/topic/entity_locker', (e) => e.action === 'LOCK' && e.id === '3'))
          .data,
      ).toMatchObject({ uuid: lock.uuid });
      const denied = await t.app.inject({
        method: 'PUT',
        url: `/api/locks/${lock.uuid}/take_over`,
        headers: { cookie: reader.cookie },
      });
      expect(denied.statusCode).toBe(403);

      const taken = await t.app.inject({
        method: 'PUT',
        url: `/api/locks/${lock.uuid}/take_over`,
        headers: { cookie: b.cookie },
      });
      expect(taken.json()).toMatchObject({ userId: b.user.id });
      const event = await watcher.next('/topic/entity_locker', (e) => e.action === 'TAKE_OVER');
      expect(event.data).toMatchObject({ userId: b.user.id, previousUserId: a.user.id });
      await expect(
        tdb.database.db.transaction((tx) =>
          assertLockHeld(tx, a.actor, { entityType: KIND, entityId: 3 }, clock.now()),
        ),
      ).rejects.toMatchObject({ code: 'lock_lost' });
      await tdb.database.db.transaction((tx) =>
        assertLockHeld(tx, b.actor, { entityType: KIND, entityId: 3 }, clock.now()),
      );

      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/locks/${lock.uuid}`,
            headers: { cookie: a.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/locks/${lock.uuid}`,
            headers: { cookie: b.cookie },
          })
        ).statusCode,
      ).toBe(204);
      await watcher.next('/topic/entity_locker', (e) => e.action === 'UNLOCK' && e.id === '3');
    } finally {
      await watcher.close();
    }
  });

  it("frees a lock whose holder disappeared after the lease, refusing that holder's late save", async () => {
    const a = await session();
    const b = await session();
    await lockDocument(a.actor, 4);
    clock.advance(LOCK_LEASE_MS + 1);
    const expire = platformJobs(t.app.platform.sessionPolicy, t.app.platform.areas).find(
      (j) => j.name === 'locks.expire',
    )!;
    await runJobOnce(tdb.database, expire, clock.now());
    await expect(
      tdb.database.db.transaction((tx) =>
        assertLockHeld(tx, a.actor, { entityType: KIND, entityId: 4 }, clock.now()),
      ),
    ).rejects.toMatchObject({ code: 'lock_lost' });
    expect((await lockDocument(b.actor, 4)).userId).toBe(b.user.id);
  });
});

describe('revisions and versions', () => {
  it('numbers revisions per document, lists them newest first and diffs two of them', async () => {
    const { actor } = await session();
    const target = { entityType: 'story', entityId: 'rev-1' };
    await tdb.database.db.transaction(async (tx) => {
      expect(
        await recordRevision(
          tx,
          actor,
          target,
          { slug: 'FIRE', text: 'A fire downtown.' },
          'FIRE',
          clock.now(),
        ),
      ).toBe(1);
      expect(
        await recordRevision(
          tx,
          actor,
          target,
          { slug: 'FIRE DOWNTOWN', text: 'A fire downtown.' },
          'FIRE DOWNTOWN',
          clock.now(),
        ),
      ).toBe(2);
      expect(
        await recordRevision(
          tx,
          actor,
          { entityType: 'story', entityId: 'rev-2' },
          {},
          null,
          clock.now(),
        ),
      ).toBe(1);
    });
    const list = await listRevisions(tdb.database.db, target);
    expect(list.map((r) => r.revisionNumber)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      revisorNickname: actor.nickname,
      revisorIP: '127.0.0.1',
      slug: 'FIRE DOWNTOWN',
    });
    expect(await diffRevisions(tdb.database.db, target, 1, 2)).toEqual([
      { field: 'slug', before: 'FIRE', after: 'FIRE DOWNTOWN' },
    ]);
    await expect(diffRevisions(tdb.database.db, target, 1, 9)).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('refuses a stale update with 409 carrying the current document', async () => {
    const { user } = await session();
    // The reload runs in the same transaction: PGlite has one connection.
    const saveName = (basedOn: number, name: string) =>
      tdb.database.db.transaction(async (tx) =>
        expectUpdated(
          await tx
            .update(users)
            .set({ name, version: basedOn + 1 })
            .where(and(eq(users.id, user.id), eq(users.version, basedOn)))
            .returning(),
          async () => (await tx.select().from(users).where(eq(users.id, user.id)))[0],
        ),
      );
    expect((await saveName(user.version, 'First editor')).name).toBe('First editor');
    await expect(saveName(user.version, 'Second editor')).rejects.toMatchObject({
      code: 'stale_version',
      details: {
        current: expect.objectContaining({
          id: user.id,
          name: 'First editor',
          version: user.version + 1,
        }),
      },
    });
  });
});
