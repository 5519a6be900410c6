import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Rundown, StoryRow } from '@newsroom/domain';
import { programs, rundowns, stories } from '../../platform/db/schema';
import { createUser, loginCookie, testClock, type TestApp } from '../../test/testApp';
import { testActor } from '../../test/testActor';
import { useTwoInstances } from '../../test/useTwoInstances';
import { mutateRundowns } from './rundowns.mutation';
import { rundownsRepository } from './rundowns.repository';
import { EDITOR, unique } from './rundowns.testkit';
import { TreeCache, treeCacheOf, type HeldTree } from './rundowns.treeCache';

const clock = testClock();
const { tdb, one, two } = useTwoInstances(clock);

/** A held tree of rundown `id` at `version` (only what the cache looks at). */
const held = (id: number, version: number): HeldTree =>
  ({
    tree: { rundown: { id, version }, blocks: [], stories: [] },
    rundown: { id, version },
  }) as unknown as HeldTree;

describe('TreeCache', () => {
  it('answers a tree only at the version it was kept at, and keeps the newer of two', () => {
    const cache = new TreeCache();
    cache.put(held(1, 4));
    expect(cache.get(1, 4)?.tree.rundown.version).toBe(4);
    expect(cache.get(1, 3)).toBeUndefined();
    expect(cache.get(1, 5)).toBeUndefined();
    cache.put(held(1, 3));
    expect(cache.get(1, 4)).toBeDefined();
    cache.put(held(1, 5));
    expect(cache.get(1, 5)).toBeDefined();
    expect(cache.get(1, 4)).toBeUndefined();
  });

  it('lets the least recently used rundown go first, and freezes what it keeps', () => {
    const cache = new TreeCache(2);
    cache.put(held(1, 1));
    cache.put(held(2, 1));
    cache.get(1, 1);
    const kept = cache.put(held(3, 1));
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(Object.isFrozen(kept.tree.rundown)).toBe(true);
  });
});

async function call(
  t: TestApp,
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  cookie: string,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, payload, headers: { cookie } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** A rundown of four stories in its first block, made on instance one. */
async function rundownOfFour(cookie: string): Promise<{ rundown: Rundown; ids: number[] }> {
  const [program] = await tdb.database.db
    .insert(programs)
    .values({ name: unique('Jornal'), start: '12:00:00', end: '13:00:00' })
    .returning();
  const date = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  const rundown = (
    await call(one, 'POST', '/api/rundowns', cookie, { date, programId: program!.id })
  ).json<Rundown>();
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const url = `/api/blocks/${rundown.blocks[0]!.id}/stories`;
    ids.push((await call(one, 'POST', url, cookie)).json<StoryRow>().id);
  }
  return { rundown, ids };
}

/** Moves the story `id` to the end of the first block, on `t`; answers the rundown. */
async function moveLast(t: TestApp, cookie: string, rundown: Rundown, id: number) {
  const answer = await call(t, 'POST', '/api/stories/move', cookie, {
    targetBlockId: rundown.blocks[0]!.id,
    storiesIds: [id],
    targetStoryId: null,
  });
  return answer.json<Rundown[]>()[0]!;
}

/** The rundown as a GET finds it (the same view a move answers). */
const loaded = async (t: TestApp, cookie: string, id: number) =>
  (await call(t, 'GET', `/api/rundowns/${id}`, cookie)).json<Rundown>();

const slugs = (rundown: Rundown) => rundown.blocks[0]!.stories.map((s) => s.slug);

/** Bumps a rundown's version from outside this app, as another writer's commit does. */
const bumpedElsewhere = (id: number) =>
  tdb.database.db
    .update(rundowns)
    .set({ version: sql`${rundowns.version} + 1` })
    .where(eq(rundowns.id, id));

describe('a tree mutation opening from the tree kept at its version', () => {
  it('answers what a load finds, across moves on both instances and a change made elsewhere', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const on = {
      one: await loginCookie(one.app, editor.nickname),
      two: await loginCookie(two.app, editor.nickname),
    };
    const { rundown, ids } = await rundownOfFour(on.one);
    const trees = treeCacheOf(one.app.platform.database);

    const first = await moveLast(one, on.one, rundown, ids[3]!);
    // Kept at its new version, so the next mutation here opens without reading the tree.
    expect(
      trees.get(rundown.id, first.version)?.rundown.blocks[0]!.stories.map((s) => s.id),
    ).toEqual(first.blocks[0]!.stories.map((s) => s.id));
    expect(first).toEqual(await loaded(one, on.one, rundown.id));

    for (const [t, cookie, id] of [
      [two, on.two, ids[2]!],
      [one, on.one, ids[1]!],
      [one, on.one, ids[0]!],
      [two, on.two, ids[3]!],
      [one, on.one, ids[2]!],
    ] as const) {
      const answer = await moveLast(t, cookie, rundown, id);
      expect(answer.blocks[0]!.stories.at(-1)!.id).toBe(id);
      expect(answer).toEqual(await loaded(t, cookie, rundown.id));
    }

    // Another writer changes a story and bumps the version: the next move reads the tree again.
    await tdb.database.db.update(stories).set({ slug: 'CHUVA' }).where(eq(stories.id, ids[1]!));
    await bumpedElsewhere(rundown.id);
    const after = await moveLast(one, on.one, rundown, ids[0]!);
    expect(slugs(after)).toContain('CHUVA');
    expect(after).toEqual(await loaded(one, on.one, rundown.id));
  });

  it('keeps the tree left by a new story, a status change, a new block and a block change', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const cookie = await loginCookie(one.app, editor.nickname);
    const { rundown, ids } = await rundownOfFour(cookie);
    const trees = treeCacheOf(one.app.platform.database);
    const block = rundown.blocks[0]!;
    for (const [method, url, payload] of [
      ['POST', `/api/stories/${ids[0]!}/after`, undefined],
      ['PUT', `/api/stories/${ids[1]!}/status`, undefined],
      ['PUT', `/api/stories/${ids[1]!}/status`, undefined],
      ['POST', `/api/rundowns/${rundown.id}/blocks`, undefined],
      ['PATCH', `/api/blocks/${block.id}`, { field: 'name', value: 'ABERTURA' }],
    ] as const) {
      await call(one, method, url, cookie, payload);
      const now = await loaded(one, cookie, rundown.id);
      expect(trees.get(rundown.id, now.version)?.rundown.blocks.length, url).toBe(
        now.blocks.length,
      );
    }
  });

  it('keeps nothing of a mutation that did not commit', async () => {
    const editor = await createUser(tdb.database, { permissions: EDITOR });
    const cookie = await loginCookie(one.app, editor.nickname);
    const { rundown, ids } = await rundownOfFour(cookie);
    const before = await moveLast(one, cookie, rundown, ids[3]!);

    // Written, read again at the new version, then refused: rolled back.
    const refused = mutateRundowns(
      one.app.platform,
      testActor(EDITOR, { isRoot: true }),
      async () => [rundown.id],
      async (m) => {
        await m.bump(rundown.id);
        await rundownsRepository.updateStories(m.tx, [ids[0]!], { slug: 'REFUSED' });
        await m.reload(rundown.id, { stories: [ids[0]!] });
        throw new Error('refused');
      },
    );
    await expect(refused).rejects.toThrow('refused');
    const trees = treeCacheOf(one.app.platform.database);
    expect(trees.get(rundown.id, before.version + 1)).toBeUndefined();

    // The version it would have had comes from another commit: its tree is not taken for it.
    await bumpedElsewhere(rundown.id);
    const after = await moveLast(one, cookie, rundown, ids[1]!);
    expect(slugs(after)).not.toContain('REFUSED');
    expect(after).toEqual(await loaded(one, cookie, rundown.id));
  });
});
