import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Rundown } from '@newsroom/domain';
import { runWrites } from '../../platform/db/heldWrites';
import { blocks, rundowns, rundownTreeWrites, stories } from '../../platform/db/schema';
import type { RundownTree } from './rundowns.rows';
import { rundownsRepository } from './rundowns.repository';
import { rowPoolsOf } from './rundowns.rowPool';
import { NO_TREE, TreeCache, treeCacheOf } from './rundowns.treeCache';
import { EDITOR, firstBlock, useRundownKit } from './rundowns.testkit';
import { TREE_WRITES_QUIET_MS, treeWritesJob } from './rundowns.treeWrites.job';

/** Trees kept by rundown version, and the tree writes that decide whether one is still right. */

const tree = (id: number) =>
  ({ rundown: { id }, blocks: [], stories: [] }) as unknown as RundownTree;

describe('TreeCache', () => {
  it('answers a kept tree only at the version it was kept at', () => {
    const cache = new TreeCache(5);
    expect(cache.versionOf(1)).toBe(NO_TREE);
    const kept = tree(1);
    cache.keep(1, 7, kept);
    expect(cache.versionOf(1)).toBe(7);
    expect(cache.get(1, 7)).toBe(kept);
    expect(Object.isFrozen(kept.stories) && Object.isFrozen(kept.blocks)).toBe(true);
    expect(cache.get(1, 8)).toBeUndefined();
    cache.keep(1, 8, tree(1));
    expect(cache.get(1, 7)).toBeUndefined();
  });

  it('lets go of the rundown kept longest ago beyond its capacity', () => {
    const cache = new TreeCache(2);
    cache.keep(1, 1, tree(1));
    cache.keep(2, 1, tree(2));
    cache.keep(1, 2, tree(1)); // kept again: now the most recent
    cache.keep(3, 1, tree(3));
    expect(cache.size).toBe(2);
    expect(cache.versionOf(2)).toBe(NO_TREE);
    expect(cache.versionOf(1)).toBe(2);
    expect(cache.versionOf(3)).toBe(1);
  });
});

describe('tree writes and kept trees', () => {
  const kit = useRundownKit();
  const editor = kit.userForAll({ permissions: EDITOR });
  const db = () => kit.tdb.database.db;
  const writesOf = async (rundownId: number) =>
    (
      await db()
        .select({ id: rundownTreeWrites.id })
        .from(rundownTreeWrites)
        .where(eq(rundownTreeWrites.rundownId, rundownId))
    ).length;
  const clear = () => db().delete(rundownTreeWrites);
  const move = (blockId: number, storyId: number) =>
    kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: blockId,
      storiesIds: [storyId],
      targetStoryId: null,
    });
  /** A rundown whose first block holds A then B, A then moved to the end: B, A. */
  const movedPair = async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    const a = await kit.addStory(editor.cookie, block.id, { slug: 'A' });
    const b = await kit.addStory(editor.cookie, block.id, { slug: 'B' });
    const moved = await move(block.id, a.id);
    expect(moved.statusCode, moved.body).toBe(200);
    return { rundown, block, a, b, version: moved.json<Rundown[]>()[0]!.version };
  };
  const open = async (rundownId: number) => {
    const database = kit.t.app.platform.database;
    return rundownsRepository.openTrees(
      database.db,
      [rundownId],
      rowPoolsOf(database),
      treeCacheOf(database),
    );
  };

  it('records every rundown a statement wrote blocks or stories of, whoever wrote them', async () => {
    const one = await kit.rundown(editor.cookie);
    const two = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(one).id);
    await clear();

    await db().update(stories).set({ slug: 'SQL' }).where(eq(stories.id, story.id));
    expect([await writesOf(one.id), await writesOf(two.id)]).toEqual([1, 0]);
    // A story moved from one rundown to the other counts for both.
    await db()
      .update(stories)
      .set({ blockId: firstBlock(two).id })
      .where(eq(stories.id, story.id));
    expect([await writesOf(one.id), await writesOf(two.id)]).toEqual([2, 1]);
    await db().delete(stories).where(eq(stories.id, story.id));
    expect(await writesOf(two.id)).toBe(2);
    await db()
      .insert(stories)
      .values({ blockId: firstBlock(one).id, index: 9 });
    expect(await writesOf(one.id)).toBe(3);

    await db()
      .update(blocks)
      .set({ name: 'SQL' })
      .where(eq(blocks.id, firstBlock(two).id));
    const [added] = await db().insert(blocks).values({ rundownId: two.id, index: 5 }).returning();
    await db().delete(blocks).where(eq(blocks.id, added!.id));
    expect(await writesOf(two.id)).toBe(5);

    // A drawer story (in no block) is no rundown's.
    await clear();
    await db().insert(stories).values({ blockId: null, slug: 'GAVETA' });
    expect(await db().select().from(rundownTreeWrites)).toEqual([]);
  });

  it('opens the next tree mutation with the tree the last one left, until anyone writes', async () => {
    const { rundown, block, a, b, version } = await movedPair();

    // The move took its own tree writes and those it saw, and kept the tree it left.
    expect(await writesOf(rundown.id)).toBe(0);
    const cache = treeCacheOf(kit.t.app.platform.database);
    const kept = cache.get(rundown.id, version);
    expect(kept?.stories.map((s) => [s.id, s.index])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    const opened = await open(rundown.id);
    expect(opened.seen).toEqual([]);
    expect(opened.trees[0]!.stories).toBe(kept!.stories);

    // A write by anyone else: the stamps are read again and the write is seen.
    await db().update(stories).set({ slug: 'SQL' }).where(eq(stories.id, b.id));
    const reopened = await open(rundown.id);
    expect(reopened.seen).toHaveLength(1);
    expect(reopened.trees[0]!.stories).not.toBe(kept!.stories);
    expect(reopened.trees[0]!.stories.find((s) => s.id === b.id)?.slug).toBe('SQL');

    // The next move takes that write too, and keeps its own tree again.
    expect((await move(block.id, b.id)).statusCode).toBe(200);
    expect(await writesOf(rundown.id)).toBe(0);
    const loaded = await kit.load(editor.cookie, rundown.id);
    expect(cache.versionOf(rundown.id)).toBe(loaded.version);
  });

  it('has the tests compare every kept tree a mutation opens with against the database', async () => {
    const { rundown, b, version } = await movedPair();
    const cache = treeCacheOf(kit.t.app.platform.database);
    const kept = cache.get(rundown.id, version)!;
    // A tree that lost a story's write, as a mutation that did not name it would leave.
    cache.keep(rundown.id, version, {
      ...kept,
      stories: kept.stories.map((s) => (s.id === b.id ? { ...s, slug: 'STALE' } : s)),
    });
    await expect(open(rundown.id)).rejects.toThrow(
      `kept tree of rundown ${rundown.id} differs from the database at story ${b.id}`,
    );
  });

  it('keeps no tree at a version another write of the same version left unseen', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    const a = await kit.addStory(editor.cookie, block.id, { slug: 'A' });
    expect((await move(block.id, a.id)).statusCode).toBe(200);
    // A row-only change (a story's slug, under the shared lock) bumps the version, not a kept tree.
    const patched = await kit.call('PATCH', `/api/stories/${a.id}`, editor.cookie, {
      field: 'slug',
      value: 'NOVO',
    });
    expect(patched.statusCode).toBe(200);
    const [row] = await db()
      .select({ version: rundowns.version })
      .from(rundowns)
      .where(eq(rundowns.id, rundown.id));
    const cache = treeCacheOf(kit.t.app.platform.database);
    expect(cache.versionOf(rundown.id)).toBeLessThan(row!.version);
    const opened = await open(rundown.id);
    expect(opened.trees[0]!.stories.find((s) => s.id === a.id)?.slug).toBe('NOVO');
  });

  it("takes only the tree writes it saw and its own: another transaction's stay", async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    await clear();
    const [seen] = await db()
      .insert(rundownTreeWrites)
      .values({ rundownId: rundown.id, xid: 1 })
      .returning();
    // Written after the mutation opened (not seen), by a transaction that committed.
    const [other] = await db()
      .insert(rundownTreeWrites)
      .values({ rundownId: rundown.id, xid: 2 })
      .returning();
    await db().transaction(async (tx) => {
      await tx.update(stories).set({ slug: 'OWN' }).where(eq(stories.id, story.id));
      await runWrites(tx, [
        rundownsRepository.treeWritesTakenWrite(rundown.id, [String(seen!.id)]),
      ]);
    });
    const left = await db()
      .select({ id: rundownTreeWrites.id, xid: rundownTreeWrites.xid })
      .from(rundownTreeWrites)
      .where(eq(rundownTreeWrites.rundownId, rundown.id));
    expect(left).toEqual([{ id: other!.id, xid: 2 }]);
  });

  it('has a job take the tree writes of rundowns unchanged for a day, bumping their version', async () => {
    const quiet = await kit.rundown(editor.cookie);
    const busy = await kit.rundown(editor.cookie);
    const gone = await kit.rundown(editor.cookie);
    await clear();
    const now = new Date();
    const dayAgo = new Date(now.getTime() - TREE_WRITES_QUIET_MS - 60_000);
    await db().update(rundowns).set({ updatedAt: dayAgo }).where(eq(rundowns.id, quiet.id));
    await db()
      .insert(rundownTreeWrites)
      .values([quiet, busy, gone].map(({ id }) => ({ rundownId: id, xid: 1 })));
    await db().delete(rundowns).where(eq(rundowns.id, gone.id));
    const versionOf = async (id: number) =>
      (
        await db().select({ version: rundowns.version }).from(rundowns).where(eq(rundowns.id, id))
      )[0]!.version;
    const [quietBefore, busyBefore] = [await versionOf(quiet.id), await versionOf(busy.id)];

    await db().transaction((tx) => treeWritesJob.run(tx, now));

    expect([await writesOf(quiet.id), await writesOf(busy.id), await writesOf(gone.id)]).toEqual([
      0, 1, 0,
    ]);
    // A tree kept before the rows were taken is never used: the version moved.
    expect(await versionOf(quiet.id)).toBe(quietBefore + 1);
    expect(await versionOf(busy.id)).toBe(busyBefore);
  });

  // PGlite runs one transaction at a time: no lock there is ever held by another one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves the tree writes of a rundown whose lock a mutation holds',
    async () => {
      const rundown = await kit.rundown(editor.cookie);
      await clear();
      const dayAgo = new Date(Date.now() - TREE_WRITES_QUIET_MS - 60_000);
      await db().update(rundowns).set({ updatedAt: dayAgo }).where(eq(rundowns.id, rundown.id));
      await db().insert(rundownTreeWrites).values({ rundownId: rundown.id, xid: 1 });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = db().transaction(async (tx) => {
        await rundownsRepository.lockRundown(tx, rundown.id);
        locked();
        await released;
      });
      await isLocked;
      await db().transaction((tx) => treeWritesJob.run(tx, new Date()));
      release();
      await holding;
      expect(await writesOf(rundown.id)).toBe(1);
    },
  );
});
