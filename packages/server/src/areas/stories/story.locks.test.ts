import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LockView, StoryDocument } from '@newsroom/domain';
import { locks, sessions } from '../../platform/db/schema';
import { loginCookie } from '../../test/testApp';
import { connectStomp } from '../../test/stompClient';
import { EDITOR } from '../rundowns/rundowns.testkit';
import { useStoryKit } from './story.testkit';

/** Edit locks of the story document: load for edit, take over, save with a lost or free lock, stale versions. */

const kit = useStoryKit();

const saveBody = (story: StoryDocument, slug: string) => ({
  version: story.version,
  slug,
  sections: story.sections,
});
/** Waits until the server has recorded that no screen of the user's sessions is connected. */
async function noScreenOf(userId: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await kit.tdb.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.socketSeenAt)));
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the socket close was never recorded');
}

const storyLock = (id: number) =>
  and(eq(locks.entityType, 'story'), eq(locks.entityId, String(id)));

describe('story locks', () => {
  it('A holds, B is refused with the nickname, B takes over, A cannot save and nothing changes', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const b = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie, { slug: 'DISPUTADA' });
    const stomp = await connectStomp(kit.t.baseUrl, a.cookie, ['/topic/entity_locker']);
    try {
      const first = await kit.edit(a.cookie, storyId);
      expect(first.statusCode, first.body).toBe(200);
      const { story, lock } = first.json<{ story: StoryDocument; lock: LockView }>();
      expect(story.id).toBe(storyId);
      expect(lock).toMatchObject({
        entityType: 'story',
        entityId: String(storyId),
        userId: a.id,
        nickname: a.nickname,
      });
      const locked = await stomp.next(
        '/topic/entity_locker',
        (e) => e.action === 'LOCK' && e.id === String(storyId),
      );
      expect(locked.data).toMatchObject({ userId: a.id, entityType: 'story' });

      // Loading again renews A's own lock.
      const again = await kit.edit(a.cookie, storyId);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ lock: LockView }>().lock.uuid).toBe(lock.uuid);

      const refused = await kit.edit(b.cookie, storyId);
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toMatchObject({
        code: 'locked_by_other',
        message: 'document:lockedTo',
        details: { nickname: a.nickname, lock: { uuid: lock.uuid } },
      });

      const taken = await kit.edit(b.cookie, storyId, true);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json<{ lock: LockView }>().lock).toMatchObject({
        userId: b.id,
        nickname: b.nickname,
      });
      const takeOver = await stomp.next(
        '/topic/entity_locker',
        (e) => e.action === 'TAKE_OVER' && e.id === String(storyId),
      );
      expect(takeOver.data).toMatchObject({ userId: b.id, previousUserId: a.id });

      const lost = await kit.save(a.cookie, storyId, saveBody(story, 'DE A'));
      expect(lost.statusCode).toBe(412);
      expect(lost.json()).toMatchObject({
        code: 'lock_lost',
        message: 'document:lockLost',
        details: { nickname: b.nickname },
      });
      const after = await kit.document(a.cookie, storyId);
      expect(after).toMatchObject({ slug: 'DISPUTADA', version: story.version });
      expect((await kit.call('GET', `/api/stories/${storyId}/revisions`, a.cookie)).json()).toEqual(
        [],
      );

      // B saves with the lock it holds.
      const saved = await kit.save(b.cookie, storyId, saveBody(story, 'DE B'));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<StoryDocument>().slug).toBe('DE B');
    } finally {
      await stomp.close();
    }
  });

  it('a save with no lock acquires it (LOCK event) and saves', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const watcher = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const story = await kit.document(a.cookie, storyId);
    const stomp = await connectStomp(kit.t.baseUrl, watcher.cookie, ['/topic/entity_locker']);
    try {
      const saved = await kit.save(a.cookie, storyId, saveBody(story, 'LIVRE'));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<StoryDocument>()).toMatchObject({
        slug: 'LIVRE',
        version: story.version + 1,
      });
      const event = await stomp.next(
        '/topic/entity_locker',
        (e) => e.action === 'LOCK' && e.id === String(storyId),
      );
      expect(event.data).toMatchObject({ userId: a.id });
      const [held] = await kit.tdb.database.db.select().from(locks).where(storyLock(storyId));
      expect(held!.userId).toBe(a.id);
      // The saver now holds it: another user is refused.
      expect((await kit.edit(watcher.cookie, storyId)).statusCode).toBe(412);
    } finally {
      await stomp.close();
    }
  });

  it('a lapsed lock of another user does not block the save', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const b = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const story = (await kit.edit(a.cookie, storyId)).json<{ story: StoryDocument }>().story;
    await kit.tdb.database.db
      .update(locks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(storyLock(storyId));
    const saved = await kit.save(b.cookie, storyId, saveBody(story, 'LAPSO'));
    expect(saved.statusCode, saved.body).toBe(200);
    const [held] = await kit.tdb.database.db.select().from(locks).where(storyLock(storyId));
    expect(held!.userId).toBe(b.id);
  });

  it('the same user in another connected session loses the lock too (and is asked at load)', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const secondSession = await loginCookie(kit.t.app, a.nickname);
    const { storyId } = await kit.rundownStory(a.cookie);
    const screen = await connectStomp(kit.t.baseUrl, a.cookie, ['/topic/entity_locker']);
    try {
      const story = (await kit.edit(a.cookie, storyId)).json<{ story: StoryDocument }>().story;
      const answer = await kit.save(secondSession, storyId, saveBody(story, 'OUTRA ABA'));
      expect(answer.statusCode).toBe(412);
      expect(answer.json()).toMatchObject({ code: 'lock_lost', details: { nickname: a.nickname } });
      const asked = await kit.edit(secondSession, storyId);
      expect(asked.statusCode).toBe(412);
      expect(asked.json()).toMatchObject({
        code: 'locked_by_other',
        details: { nickname: a.nickname },
      });
    } finally {
      await screen.close();
    }
  });

  it('takes back, without asking, a lock of the same user whose screen closed (a browser restart)', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const screen = await connectStomp(kit.t.baseUrl, a.cookie, ['/topic/entity_locker']);
    const before = (await kit.edit(a.cookie, storyId)).json<{ lock: LockView }>().lock;
    await screen.close();
    await noScreenOf(a.id);

    const afterRestart = await loginCookie(kit.t.app, a.nickname);
    const newScreen = await connectStomp(kit.t.baseUrl, afterRestart, ['/topic/entity_locker']);
    try {
      const loaded = await kit.edit(afterRestart, storyId);
      expect(loaded.statusCode, loaded.body).toBe(200);
      const { story, lock } = loaded.json<{ story: StoryDocument; lock: LockView }>();
      expect(lock).toMatchObject({ uuid: before.uuid, userId: a.id });
      const saved = await kit.save(afterRestart, storyId, saveBody(story, 'DE VOLTA'));
      expect(saved.statusCode, saved.body).toBe(200);
      // The old session (its cookie survives elsewhere) lost it to the one on screen now.
      const old = await kit.save(a.cookie, storyId, saveBody(story, 'VELHA'));
      expect(old.statusCode).toBe(412);
      expect(old.json()).toMatchObject({ code: 'lock_lost' });

      // Another user is still refused: only one's own lock comes back without a fight.
      const other = await kit.userWith({ permissions: EDITOR });
      expect((await kit.edit(other.cookie, storyId)).statusCode).toBe(412);
    } finally {
      await newScreen.close();
    }
  });

  it('a stale version is refused with 409 and the current story', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const loaded = (await kit.edit(a.cookie, storyId)).json<{ story: StoryDocument }>().story;
    expect((await kit.save(a.cookie, storyId, saveBody(loaded, 'PRIMEIRA'))).statusCode).toBe(200);
    const stale = await kit.save(a.cookie, storyId, saveBody(loaded, 'SEGUNDA'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: storyId, slug: 'PRIMEIRA', version: loaded.version + 1 } },
    });
    expect((await kit.document(a.cookie, storyId)).slug).toBe('PRIMEIRA');
  });

  it('concurrent saves of one version: exactly one wins, the others get 409', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const loaded = (await kit.edit(a.cookie, storyId)).json<{ story: StoryDocument }>().story;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        fetch(`${kit.t.baseUrl}/api/stories/${storyId}`, {
          method: 'PUT',
          headers: { cookie: a.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(saveBody(loaded, `CORRIDA ${n}`)),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await kit.document(a.cookie, storyId);
    expect(after.version).toBe(loaded.version + 1);
    expect(
      (await kit.call('GET', `/api/stories/${storyId}/revisions`, a.cookie)).json(),
    ).toHaveLength(1);
  });

  it('drawer stories lock and save the same way', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const b = await kit.userWith({ permissions: EDITOR });
    const drawerId = await kit.drawerStory({ ownerId: a.id, slug: 'GAVETA' });
    const story = (await kit.edit(a.cookie, drawerId)).json<{ story: StoryDocument }>().story;
    expect((await kit.edit(b.cookie, drawerId, true)).statusCode).toBe(200);
    const lost = await kit.save(a.cookie, drawerId, saveBody(story, 'A'));
    expect(lost.statusCode).toBe(412);
    expect((await kit.document(a.cookie, drawerId)).slug).toBe('GAVETA');
    const saved = await kit.save(b.cookie, drawerId, saveBody(story, 'B'));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('load for edit is a POST (issue 17: a GET changed state)', () => {
  const heldLock = async (id: number) =>
    (await kit.tdb.database.db.select().from(locks).where(storyLock(id)))[0];

  it('a GET of the edit URL takes, renews and takes over nothing, takeOver or not', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const b = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);

    const free = await kit.call('GET', `/api/stories/${storyId}/edit`, a.cookie);
    expect(free.statusCode).toBe(405);
    expect(free.headers.allow).toContain('POST');
    expect(await heldLock(storyId)).toBeUndefined();

    expect((await kit.edit(a.cookie, storyId)).statusCode).toBe(200);
    const before = await heldLock(storyId);
    for (const url of [
      `/api/stories/${storyId}/edit?takeOver=true`,
      `/api/stories/${storyId}/edit?takeOver=false`,
    ]) {
      expect((await kit.call('GET', url, b.cookie)).statusCode).toBe(405);
      expect((await kit.call('GET', url, a.cookie)).statusCode).toBe(405);
    }
    expect(await heldLock(storyId)).toEqual(before);
  });

  it('posts with { takeOver } (no body: no take-over) and refuses a post from another origin', async () => {
    const a = await kit.userWith({ permissions: EDITOR });
    const b = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(a.cookie);
    const bare = await kit.call('POST', `/api/stories/${storyId}/edit`, a.cookie);
    expect(bare.statusCode, bare.body).toBe(200);
    const held = bare.json<{ lock: LockView }>().lock;
    expect((await kit.call('POST', `/api/stories/${storyId}/edit`, b.cookie)).statusCode).toBe(412);
    expect(
      (await kit.call('POST', `/api/stories/${storyId}/edit`, b.cookie, { takeOver: 'true' }))
        .statusCode,
    ).toBe(400);

    // A cross-site page posting the take-over with B's cookie is refused before anything runs.
    const forged = await kit.t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/edit`,
      payload: { takeOver: true },
      headers: { cookie: b.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'error:foreignOrigin' });
    // A cross-site form (text/plain or urlencoded, no preflight) reaches no edit route either.
    for (const [type, payload] of [
      ['text/plain', '{"takeOver":true}'],
      ['application/x-www-form-urlencoded', 'takeOver=true'],
    ]) {
      const form = await kit.t.app.inject({
        method: 'POST',
        url: `/api/stories/${storyId}/edit`,
        payload,
        headers: { cookie: b.cookie, 'content-type': type },
      });
      expect(form.statusCode, `${type} ${form.body}`).toBe(415);
    }
    expect(await heldLock(storyId)).toMatchObject({ uuid: held.uuid, userId: a.id });

    const taken = await kit.edit(b.cookie, storyId, true);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await heldLock(storyId)).toMatchObject({ userId: b.id });
  });
});
