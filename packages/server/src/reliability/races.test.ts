import { describe, expect, it } from 'vitest';
import type { StoryDocument } from '@newsroom/domain';
import { EDITOR } from '../areas/rundowns/rundowns.testkit';
import { useStoryKit } from '../areas/stories/story.testkit';
import { openSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { connectStomp } from '../test/stompClient';
import { createUser } from '../test/testApp';

/**
 * Concurrent edits: 50 saves of one story based on the same version, sent at once over real
 * HTTP. A save first holds the edit lock, then checks the version (docs/ARCHITECTURE.md
 * "Documents"), so racers from different sessions would mostly be stopped by the lock (412)
 * before the version is looked at. To race on the version itself, the racers share the lock
 * holder's session (one editor's tabs, retries or a double submit): the lock lets every one of
 * them through and only optimistic concurrency decides. A separate test races 50 sessions on a
 * free lock.
 */

const RACERS = 50;

const kit = useStoryKit();

const slugOf = (n: number) => `CORRIDA ${String(n).padStart(2, '0')}`;

/** Sends every body at once (all requests are written before any answer is read). */
async function race(cookies: string[], storyId: number, bodies: object[]) {
  const answers = await Promise.all(
    bodies.map((body, n) =>
      fetch(`${kit.t.baseUrl}/api/stories/${storyId}`, {
        method: 'PUT',
        headers: { cookie: cookies[n % cookies.length]!, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        n,
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      })),
    ),
  );
  return answers;
}

async function raceOneVersion(storyId: number, cookie: string) {
  const loaded = (await kit.edit(cookie, storyId)).json<{ story: StoryDocument }>().story;
  const stomp = await connectStomp(kit.t.baseUrl, cookie, ['/topic/stories']);
  try {
    const answers = await race(
      [cookie],
      storyId,
      Array.from({ length: RACERS }, (_, n) => ({
        version: loaded.version,
        slug: slugOf(n),
        sections: loaded.sections,
      })),
    );
    const winners = answers.filter((a) => a.status === 200);
    const losers = answers.filter((a) => a.status !== 200);
    expect(winners, JSON.stringify(answers.map((a) => a.status))).toHaveLength(1);
    const winner = winners[0]!;
    const won = winner.body as unknown as StoryDocument;
    expect(won).toMatchObject({ id: storyId, slug: slugOf(winner.n), version: loaded.version + 1 });
    // Every loser: 409 with the current document, which is the winner's.
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toMatchObject({
        code: 'stale_version',
        details: { current: { id: storyId, slug: won.slug, version: won.version } },
      });
    }
    const stored = await kit.document(cookie, storyId);
    expect(stored).toMatchObject({ slug: won.slug, version: loaded.version + 1 });
    const revisions = (await kit.call('GET', `/api/stories/${storyId}/revisions`, cookie)).json<
      { slug: string }[]
    >();
    expect(revisions.map((r) => r.slug)).toEqual([won.slug]);
    // One change, one event: the winner's.
    const event = await stomp.next(
      '/topic/stories',
      (e) => e.action === 'UPDATE' && Number(e.id) === storyId,
    );
    expect(event.data).toMatchObject({ slug: won.slug });
    // A later save by the same session, based on the winner's version, still goes through.
    const next = await kit.save(cookie, storyId, {
      version: won.version,
      slug: 'DEPOIS',
      sections: won.sections,
    });
    expect(next.statusCode, next.body).toBe(200);
    await stomp.next(
      '/topic/stories',
      (e) =>
        e.action === 'UPDATE' &&
        Number(e.id) === storyId &&
        (e.data as { slug?: string }).slug === 'DEPOIS',
    );
    const updates = (stomp.received.get('/topic/stories') ?? []).filter(
      (e) => e.action === 'UPDATE' && Number(e.id) === storyId,
    );
    expect(updates.map((e) => (e.data as { slug: string }).slug)).toEqual([won.slug, 'DEPOIS']);
  } finally {
    await stomp.close();
  }
}

describe('50 racing saves of one story on the same version', () => {
  it('in a rundown (serialised by the rundown mutation): one 200, 49 × 409 with the winner', async () => {
    const editor = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(editor.cookie, { slug: 'ORIGINAL' });
    await raceOneVersion(storyId, editor.cookie);
  });

  it('in the drawer (serialised by the row lock): one 200, 49 × 409 with the winner', async () => {
    const editor = await kit.userWith({ permissions: EDITOR });
    const storyId = await kit.drawerStory({ ownerId: editor.id, slug: 'GAVETA' });
    await raceOneVersion(storyId, editor.cookie);
  });

  it('50 sessions racing on a free lock: the first save takes the lock, every other is refused and changes nothing', async () => {
    const owner = await kit.userWith({ permissions: EDITOR });
    const { storyId } = await kit.rundownStory(owner.cookie, { slug: 'LIVRE' });
    const loaded = await kit.document(owner.cookie, storyId);
    // Ten editors, five sessions each (opened as a login does, without hashing passwords 50 times).
    const cookies: string[] = [];
    for (let u = 0; u < 10; u++) {
      const user = await createUser(kit.tdb.database, { permissions: EDITOR });
      for (let s = 0; s < 5; s++) {
        const { token } = await openSession(
          kit.tdb.database.db,
          user,
          { ip: '127.0.0.1', userAgent: 'race' },
          kit.t.app.platform.sessionPolicy,
          kit.t.app.platform.clock(),
        );
        cookies.push(`${SESSION_COOKIE}=${token}`);
      }
    }
    const answers = await race(
      cookies,
      storyId,
      cookies.map((_, n) => ({
        version: loaded.version,
        slug: slugOf(n),
        sections: loaded.sections,
      })),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners, JSON.stringify(answers.map((a) => a.status))).toHaveLength(1);
    const won = winners[0]!.body as unknown as StoryDocument;
    for (const loser of answers.filter((a) => a.status !== 200)) {
      // The winner's session holds the lock now; a racer that got past it would meet the version.
      expect([409, 412]).toContain(loser.status);
      expect(['lock_lost', 'stale_version']).toContain(loser.body.code);
    }
    const stored = await kit.document(owner.cookie, storyId);
    expect(stored).toMatchObject({ slug: won.slug, version: loaded.version + 1 });
    expect(
      (await kit.call('GET', `/api/stories/${storyId}/revisions`, owner.cookie)).json(),
    ).toHaveLength(1);
  });
});
