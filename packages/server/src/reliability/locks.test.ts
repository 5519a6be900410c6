import { beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import {
  addDaysToDate,
  LOCK_LEASE_MS,
  type LockView,
  newsroomToday,
  type Permissions,
  type Rundown,
  type StoryDocument,
  type StoryRow,
} from '@newsroom/domain';
import { programs } from '../platform/db/schema';
import { platformJobs } from '../platform/jobs/platformJobs';
import { runJobOnce } from '../platform/jobs/scheduler';
import { connectStomp, type TestStomp } from '../test/stompClient';
import { createUser, loginCookie, testClock } from '../test/testApp';
import { useTestApp } from '../test/useTestApp';

/**
 * Locks: an editor whose tab vanishes (socket cut without a close, no more renewals) keeps its
 * lease until it lapses — the lock does not depend on the socket — and then loses it: the
 * periodic `locks.expire` job deletes it with an UNLOCK event, another user takes it without
 * taking over, and the vanished editor's late save is refused (412 `lock_lost` while someone
 * else holds the lock, 409 `stale_version` once someone saved in between) and changes nothing.
 * Time moves with the test clock, never with sleeps.
 */

const EDITOR: Permissions = { rundown: 'admin', story: 'admin' };

const clock = testClock();
let programId: number;
let dayOffset = 0;

const { tdb, t } = useTestApp({ clock });

beforeAll(async () => {
  const [program] = await tdb.database.db
    .insert(programs)
    .values({ name: 'Jornal das Travas', start: '12:00:00', end: '13:00:00' })
    .returning();
  programId = program!.id;
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { cookie } });

async function editor() {
  const user = await createUser(tdb.database, { permissions: EDITOR });
  return { ...user, cookie: await loginCookie(t.app, user.nickname) };
}

/** A story in a fresh rundown. */
async function story(cookie: string, slug: string): Promise<number> {
  const date = addDaysToDate(newsroomToday('America/Sao_Paulo', clock.now()), 1 + dayOffset++);
  const rundown = await call('POST', '/api/rundowns', cookie, { date, programId });
  expect(rundown.statusCode, rundown.body).toBe(201);
  const block = rundown.json<Rundown>().blocks[0]!.id;
  const created = await call('POST', `/api/blocks/${block}/stories`, cookie);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<StoryRow>().id;
  expect(
    (await call('PUT', `/api/stories/${id}`, cookie, { ...(await load(cookie, id)), slug }))
      .statusCode,
  ).toBe(200);
  return id;
}

async function load(
  cookie: string,
  id: number,
): Promise<{ version: number; slug: string; sections: unknown }> {
  const { version, slug, sections } = (
    await call('GET', `/api/stories/${id}`, cookie)
  ).json<StoryDocument>();
  return { version, slug, sections };
}

/** The editor's tab vanishes: its socket is cut without a closing handshake. */
async function vanish(stomp: TestStomp): Promise<void> {
  (stomp.client.webSocket as unknown as WebSocket).terminate();
  await stomp.closed;
  await stomp.close();
}

async function runLockExpiry(): Promise<void> {
  const job = platformJobs(t.app.platform.sessionPolicy, t.app.platform.areas).find(
    (j) => j.name === 'locks.expire',
  )!;
  expect(await runJobOnce(tdb.database, job, clock.now())).toBe(true);
}

/** A holds the lock of a fresh story with a socket open, then vanishes. */
async function holderVanishes() {
  const a = await editor();
  const b = await editor();
  const storyId = await story(a.cookie, 'ANTES');
  const tab = await connectStomp(t.baseUrl, a.cookie, ['/topic/entity_locker']);
  const opened = await call('POST', `/api/stories/${storyId}/edit`, a.cookie, {});
  expect(opened.statusCode, opened.body).toBe(200);
  const { story: loaded, lock } = opened.json<{ story: StoryDocument; lock: LockView }>();
  await vanish(tab);
  const lateSave = (slug: string) =>
    call('PUT', `/api/stories/${storyId}`, a.cookie, {
      version: loaded.version,
      slug,
      sections: loaded.sections,
    });
  return { a, b, storyId, loaded, lock, lateSave };
}

describe('a lock holder that disappears', () => {
  it('keeps the lease until it lapses; the expiry job frees it; the late save is refused and changes nothing', async () => {
    const { a, b, storyId, loaded, lock, lateSave } = await holderVanishes();
    const watcher = await connectStomp(t.baseUrl, b.cookie, ['/topic/entity_locker']);
    try {
      // Just before the lease ends the lock still stands, socket or not.
      clock.advance(LOCK_LEASE_MS - 1_000);
      await runLockExpiry();
      const early = await call('POST', `/api/stories/${storyId}/edit`, b.cookie, {});
      expect(early.statusCode).toBe(412);
      expect(early.json()).toMatchObject({
        code: 'locked_by_other',
        details: { nickname: a.nickname },
      });

      clock.advance(1_000);
      await runLockExpiry();
      const unlocked = await watcher.next(
        '/topic/entity_locker',
        (e) => e.action === 'UNLOCK' && e.id === String(storyId),
      );
      expect(unlocked.data).toMatchObject({ uuid: lock.uuid, expired: true });
      const live = (await call('GET', '/api/locks', b.cookie)).json<LockView[]>();
      expect(live.map((l) => l.uuid)).not.toContain(lock.uuid);

      // B opens it without taking over.
      const opened = await call('POST', `/api/stories/${storyId}/edit`, b.cookie, {});
      expect(opened.statusCode, opened.body).toBe(200);
      const bLock = opened.json<{ lock: LockView }>().lock;
      expect(bLock).toMatchObject({ userId: b.id });

      // A comes back: refused while B holds the lock, nothing changes.
      const refused = await lateSave('DE A');
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toMatchObject({
        code: 'lock_lost',
        details: { nickname: b.nickname },
      });
      expect(await load(b.cookie, storyId)).toMatchObject({
        slug: 'ANTES',
        version: loaded.version,
      });

      // B saves and closes its editor; A's late save now meets B's version.
      const saved = await call('PUT', `/api/stories/${storyId}`, b.cookie, {
        version: loaded.version,
        slug: 'DE B',
        sections: loaded.sections,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call('DELETE', `/api/locks/${bLock.uuid}`, b.cookie)).statusCode).toBe(204);
      const stale = await lateSave('DE A DE NOVO');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'stale_version',
        details: { current: { id: storyId, slug: 'DE B', version: loaded.version + 1 } },
      });
      expect(await load(b.cookie, storyId)).toMatchObject({
        slug: 'DE B',
        version: loaded.version + 1,
      });
      const revisions = (await call('GET', `/api/stories/${storyId}/revisions`, b.cookie)).json<
        { slug: string }[]
      >();
      expect(revisions.map((r) => r.slug)).toEqual(['DE B', 'ANTES']);
    } finally {
      await watcher.close();
    }
  });

  it('a lapsed lease is free even before the job removes it', async () => {
    const { b, storyId, loaded, lateSave } = await holderVanishes();
    clock.advance(LOCK_LEASE_MS);
    const opened = await call('POST', `/api/stories/${storyId}/edit`, b.cookie, {});
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await lateSave('TARDE')).statusCode).toBe(412);
    expect(await load(b.cookie, storyId)).toMatchObject({ slug: 'ANTES', version: loaded.version });
  });

  it('renewals keep the lock; once they stop, it lapses one lease after the last', async () => {
    const a = await editor();
    const b = await editor();
    const storyId = await story(a.cookie, 'RENOVADA');
    const { lock } = (await call('POST', `/api/stories/${storyId}/edit`, a.cookie, {})).json<{
      lock: LockView;
    }>();
    for (let n = 0; n < 4; n++) {
      clock.advance(LOCK_LEASE_MS - 60_000);
      expect((await call('PUT', `/api/locks/${lock.uuid}/renew`, a.cookie)).statusCode).toBe(200);
      await runLockExpiry();
      expect((await call('POST', `/api/stories/${storyId}/edit`, b.cookie, {})).statusCode).toBe(
        412,
      );
    }
    clock.advance(LOCK_LEASE_MS);
    await runLockExpiry();
    expect((await call('PUT', `/api/locks/${lock.uuid}/renew`, a.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/stories/${storyId}/edit`, b.cookie, {})).statusCode).toBe(200);
  });

  it('by design, a lapsed holder may still save when nobody took the lock or saved in between', async () => {
    const { a, storyId, loaded, lateSave } = await holderVanishes();
    clock.advance(LOCK_LEASE_MS);
    await runLockExpiry();
    const saved = await lateSave('VOLTOU');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await load(a.cookie, storyId)).toMatchObject({
      slug: 'VOLTOU',
      version: loaded.version + 1,
    });
  });
});
