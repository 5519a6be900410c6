import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../test/useTwoInstances';
import { createGroup, createUser, loginCookie, testClock } from '../../test/testApp';
import { and, eq } from 'drizzle-orm';
import { groupMembers } from '../db/schema';
import { connectStomp } from '../../test/stompClient';
import type { Audience } from '@newsroom/domain';
import { emit } from './outbox';
import { runJobOnce } from '../jobs/scheduler';
import { platformJobs } from '../jobs/platformJobs';

const clock = testClock();

const { tdb, one, two } = useTwoInstances(clock);

/** A marker event any signed-in socket may receive, told apart by its id. */
function marker(id: string, audience?: Audience) {
  return {
    topic: 'sessions',
    action: 'LOGGED_OUT',
    entity: 'session',
    id,
    data: { userId: 0, online: false },
    audience,
  } as const;
}

describe('real-time over two instances', () => {
  it('delivers an event committed on one instance to a socket on the other', async () => {
    const watcher = await createUser(tdb.database);
    const actor = await createUser(tdb.database);
    const socket = await connectStomp(one.baseUrl, await loginCookie(one.app, watcher.nickname), [
      '/topic/users',
      '/topic/sessions',
    ]);
    try {
      const actorCookie = await loginCookie(two.app, actor.nickname);
      const loggedIn = await socket.next(
        '/topic/sessions',
        (e) => e.action === 'LOGGED_IN' && e.id === String(actor.id),
      );
      expect(loggedIn.data).toMatchObject({
        userId: actor.id,
        nickname: actor.nickname,
        online: true,
      });

      await two.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { cookie: actorCookie },
        payload: { name: 'Renamed On Two', email: actor.email },
      });
      const update = await socket.next('/topic/users', (e) => e.id === String(actor.id));
      expect(update).toMatchObject({
        topic: 'users',
        action: 'UPDATE',
        entity: 'user',
        data: { name: 'Renamed On Two' },
      });
      expect(update.seq).toBeGreaterThan(loggedIn.seq);
      expect(JSON.stringify(update.data)).not.toContain('password');
    } finally {
      await socket.close();
    }
  });

  it("closes a kicked-out user's socket on the other instance with 1008", async () => {
    const target = await createUser(tdb.database);
    const admin = await createUser(tdb.database, { permissions: { user: 'admin' } });
    const socket = await connectStomp(two.baseUrl, await loginCookie(two.app, target.nickname), [
      '/topic/sessions',
    ]);
    const kicked = await one.app.inject({
      method: 'DELETE',
      url: `/api/users/${target.id}/session`,
      headers: { cookie: await loginCookie(one.app, admin.nickname) },
    });
    expect(kicked.statusCode).toBe(204);
    expect(await socket.closed).toBe(1008);
  });

  it('closes the socket of a session that expired, when the sweep runs', async () => {
    const user = await createUser(tdb.database);
    const socket = await connectStomp(one.baseUrl, await loginCookie(one.app, user.nickname), [
      '/topic/sessions',
    ]);
    clock.advance(8 * 24 * 3_600_000);
    const sweep = platformJobs(one.app.platform.sessionPolicy, one.app.platform.areas).find(
      (j) => j.name === 'sessions.expire',
    )!;
    expect(await runJobOnce(tdb.database, sweep, clock.now())).toBe(true);
    expect(await socket.closed).toBe(1008);
  });

  it('ends an idle session although its socket stays open (socket traffic is not activity)', async () => {
    const user = await createUser(tdb.database);
    const cookie = await loginCookie(one.app, user.nickname);
    const socket = await connectStomp(one.baseUrl, cookie, ['/topic/sessions']);
    clock.advance(12 * 3_600_000 + 60_000);
    const sweep = platformJobs(one.app.platform.sessionPolicy, one.app.platform.areas).find(
      (j) => j.name === 'sessions.expire',
    )!;
    expect(await runJobOnce(tdb.database, sweep, clock.now())).toBe(true);
    expect(await socket.closed).toBe(1008);
    expect((await one.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('sends private events only to their audience, and nothing from a rolled-back transaction', async () => {
    const owner = await createUser(tdb.database);
    const outsider = await createUser(tdb.database);
    const ownerSocket = await connectStomp(
      one.baseUrl,
      await loginCookie(one.app, owner.nickname),
      ['/topic/sessions', '/user/queue/events'],
    );
    const outsiderSocket = await connectStomp(
      two.baseUrl,
      await loginCookie(two.app, outsider.nickname),
      ['/topic/sessions'],
    );
    try {
      await tdb.database.db
        .transaction(async (tx) => {
          await emit(tx, null, marker('rolled-back'));
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await tdb.database.db.transaction(async (tx) => {
        await emit(tx, null, marker('private', { userIds: [owner.id] }));
        await emit(tx, null, marker('public'));
      });
      expect((await ownerSocket.next('/topic/sessions', (e) => e.id === 'private')).data).toEqual(
        marker('private').data,
      );
      expect(
        (await ownerSocket.next('/user/queue/events', (e) => e.id === 'private')).data,
      ).toEqual(marker('private').data);
      await outsiderSocket.next('/topic/sessions', (e) => e.id === 'public');
      const seen = (outsiderSocket.received.get('/topic/sessions') ?? []).map((e) => e.id);
      expect(seen).not.toContain('private');
      expect(seen).not.toContain('rolled-back');
      expect((ownerSocket.received.get('/topic/sessions') ?? []).map((e) => e.id)).not.toContain(
        'rolled-back',
      );
    } finally {
      await ownerSocket.close();
      await outsiderSocket.close();
    }
  });

  it("sends an instance's own events (kept in memory) and the other's once each, in commit order", async () => {
    const user = await createUser(tdb.database);
    const sockets = [
      await connectStomp(one.baseUrl, await loginCookie(one.app, user.nickname), [
        '/topic/sessions',
      ]),
      await connectStomp(two.baseUrl, await loginCookie(two.app, user.nickname), [
        '/topic/sessions',
      ]),
    ];
    // The apps' own handles: their events are kept for their own fan-out.
    const onOne = one.app.platform.database.db;
    const onTwo = two.app.platform.database.db;
    try {
      await onOne.transaction(async (tx) => {
        await emit(tx, null, marker('own-1'));
        await emit(tx, null, marker('own-2'));
      });
      await onOne
        .transaction(async (tx) => {
          await emit(tx, null, marker('own-rolled-back'));
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await onTwo.transaction((tx) => emit(tx, null, marker('other-3')));
      await emit(onOne, null, marker('own-4'));
      await onTwo.transaction((tx) => emit(tx, null, marker('other-5')));
      for (const socket of sockets) {
        await socket.next('/topic/sessions', (e) => e.id === 'other-5');
        const seen = (socket.received.get('/topic/sessions') ?? []).filter(
          (e) => e.entity === 'session' && /^(own|other)-/.test(String(e.id)),
        );
        expect(seen.map((e) => e.id)).toEqual(['own-1', 'own-2', 'other-3', 'own-4', 'other-5']);
        expect(seen.map((e) => e.seq)).toEqual([...seen.map((e) => e.seq)].sort((a, b) => a - b));
        expect(seen[0]!.data).toEqual(marker('own-1').data);
      }
    } finally {
      for (const socket of sockets) await socket.close();
    }
  });

  it('follows a change of group membership without the socket reconnecting', async () => {
    const group = await createGroup(tdb.database);
    const user = await createUser(tdb.database);
    const socket = await connectStomp(two.baseUrl, await loginCookie(two.app, user.nickname), [
      '/topic/sessions',
    ]);
    const restricted = (id: string) =>
      tdb.database.db.transaction((tx) =>
        emit(tx, null, marker(id, { programGroupIds: [group.id] })),
      );
    const membership = (change: 'add' | 'remove', label: string) =>
      tdb.database.db.transaction(async (tx) => {
        if (change === 'add')
          await tx
            .insert(groupMembers)
            .values({ groupId: group.id, userId: user.id, role: 'user' });
        else
          await tx
            .delete(groupMembers)
            .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, user.id)));
        await emit(tx, null, {
          topic: 'groups',
          action: 'UPDATE',
          entity: 'group',
          id: group.id,
          data: {
            ...group,
            categories: [],
            producerIds: [],
            editorIds: [],
            reporterIds: [],
            userIds: [],
          },
          audience: { roles: ['ROLE_ADMIN_READ'] },
        });
        // An unrestricted marker proves delivery reached this point in order.
        await emit(tx, null, marker(label));
      });
    try {
      await restricted('before-joining');
      await membership('add', 'joined');
      await socket.next('/topic/sessions', (e) => e.id === 'joined');
      await restricted('as-member');
      await socket.next('/topic/sessions', (e) => e.id === 'as-member');
      await membership('remove', 'left');
      await restricted('after-leaving');
      await tdb.database.db.transaction((tx) => emit(tx, null, marker('end')));
      await socket.next('/topic/sessions', (e) => e.id === 'end');
      // Only the markers: the user's own presence UPDATE on connecting may arrive in between.
      const seen = (socket.received.get('/topic/sessions') ?? [])
        .filter((e) => e.entity === 'session')
        .map((e) => e.id);
      expect(seen).toEqual(['joined', 'as-member', 'left', 'end']);
    } finally {
      await socket.close();
    }
  });

  it('refuses a subscription to a topic of an area the user cannot read', async () => {
    const user = await createUser(tdb.database, { permissions: { story: 'read' } });
    const cookie = await loginCookie(one.app, user.nickname);
    await expect(connectStomp(one.baseUrl, cookie, ['/topic/rundowns'])).rejects.toThrow();
    const allowed = await connectStomp(one.baseUrl, cookie, ['/topic/stories']);
    await allowed.close();
  });

  it('refuses a socket without a session or from a foreign origin', async () => {
    await expect(
      connectStomp(one.baseUrl, 'nrcs_session=forged', ['/topic/users']),
    ).rejects.toThrow();
    const user = await createUser(tdb.database);
    const cookie = await loginCookie(one.app, user.nickname);
    await expect(
      connectStomp(one.baseUrl, cookie, ['/topic/users'], 'https://evil.example'),
    ).rejects.toThrow();
  });
});
