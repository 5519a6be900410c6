import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Block, Rundown } from '@newsroom/domain';
import { stories } from '../../platform/db/schema';
import type { StoryRowRecord } from './rundowns.rows';
import { RowPool, rowPoolsOf, rowStamp } from './rundowns.rowPool';
import { EDITOR, firstBlock, layout, useRundownKit } from './rundowns.testkit';

/** The block and story rows a mutation's tree load reuses (rundowns.rowPool.ts). */

const row = (id: number, slug: string) =>
  ({ id, slug, sections: [{ id: 's' }] }) as unknown as StoryRowRecord;

describe('RowPool', () => {
  it('answers a row only at the stamp it was read at, frozen to the bottom', () => {
    const pool = new RowPool<StoryRowRecord>(5);
    const kept = pool.put(rowStamp(3, '100'), row(1, 'A'));
    expect(pool.get(1, rowStamp(3, '100'))).toBe(kept);
    expect(pool.get(1, rowStamp(4, '100'))).toBeUndefined();
    expect(pool.get(1, rowStamp(3, '101'))).toBeUndefined();
    expect(() => {
      (kept.sections as unknown as { id: string }[])[0]!.id = 'x';
    }).toThrow(TypeError);
  });

  it('forgets the least recently used row beyond its capacity', () => {
    const pool = new RowPool<StoryRowRecord>(2);
    pool.put('1:1', row(1, 'A'));
    pool.put('1:1', row(2, 'B'));
    expect(pool.get(1, '1:1')).toBeDefined(); // 1 is now more recent than 2
    pool.put('1:1', row(3, 'C'));
    expect(pool.size).toBe(2);
    expect(pool.get(2, '1:1')).toBeUndefined();
  });

  it('forgets the least recently used rows down to nine tenths at once when full', () => {
    const pool = new RowPool<StoryRowRecord>(20);
    for (let id = 1; id <= 20; id++) pool.put('1:1', row(id, 'A'));
    expect(pool.get(1, '1:1')).toBeDefined(); // 1 is now the most recent
    pool.put('1:1', row(21, 'B'));
    expect(pool.size).toBe(18);
    expect(pool.get(2, '1:1')).toBeUndefined();
    expect(pool.get(4, '1:1')).toBeUndefined();
    expect(pool.get(5, '1:1')).toBeDefined();
    expect(pool.get(1, '1:1')).toBeDefined();
    expect(pool.get(21, '1:1')).toBeDefined();
  });
});

describe('mutations over pooled story rows', () => {
  const kit = useRundownKit();
  const editor = kit.userForAll({ permissions: EDITOR });
  const storyIn = (rundown: Rundown, id: number) =>
    rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;

  it('sees a write that bumped no version (another writer, raw SQL) in the next mutation tree', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    const story = await kit.addStory(editor.cookie, block.id, { slug: 'ANTES' });
    await kit.addStory(editor.cookie, block.id, { slug: 'OUTRA' });
    expect(rowPoolsOf(kit.t.app.platform.database).stories.size).toBeGreaterThan(0);
    await kit.tdb.database.db
      .update(stories)
      .set({ slug: 'DEPOIS' })
      .where(eq(stories.id, story.id));
    const toggled = await kit.call('PUT', `/api/blocks/${block.id}/status`, editor.cookie);
    expect(toggled.statusCode, toggled.body).toBe(200);
    const answered = toggled.json<Block>().stories.find((s) => s.id === story.id);
    expect(answered?.slug).toBe('DEPOIS');
  });

  it('sees a write that bumped no version made right after a move (a tree cache by version would not)', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    const story = await kit.addStory(editor.cookie, block.id, { slug: 'ANTES' });
    const other = await kit.addStory(editor.cookie, block.id, { slug: 'OUTRA' });
    const move = (id: number) =>
      kit.call('POST', '/api/stories/move', editor.cookie, {
        targetBlockId: block.id,
        storiesIds: [id],
        targetStoryId: null,
      });
    expect((await move(story.id)).statusCode).toBe(200);
    await kit.tdb.database.db
      .update(stories)
      .set({ slug: 'DEPOIS' })
      .where(eq(stories.id, story.id));
    const moved = await move(other.id);
    expect(moved.statusCode).toBe(200);
    expect(storyIn(moved.json<Rundown[]>()[0]!, story.id).slug).toBe('DEPOIS');
  });

  it('a move then a read shows the moved story; concurrent patches keep versions right', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const first = firstBlock(rundown);
    const second = await kit.addBlock(editor.cookie, rundown.id);
    const a = await kit.addStory(editor.cookie, first.id, { slug: 'A' });
    const b = await kit.addStory(editor.cookie, first.id, { slug: 'B' });
    const moved = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: second.id,
      storiesIds: [a.id],
      targetStoryId: null,
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = await kit.load(editor.cookie, rundown.id);
    expect(layout(afterMove).slice(0, 2)).toEqual([[b.id], [a.id]]);

    const patches = await Promise.all(
      ['A1', 'A2', 'A3'].map((value) =>
        kit.call('PATCH', `/api/stories/${a.id}`, editor.cookie, { field: 'slug', value }),
      ),
    );
    expect(patches.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    const loaded = await kit.load(editor.cookie, rundown.id);
    expect(loaded.version).toBe(afterMove.version + 3);
    const last = patches.map((p) => p.json<{ slug: string; version: number }>());
    const newest = last.reduce((x, y) => (y.version > x.version ? y : x));
    expect(storyIn(loaded, a.id)).toMatchObject({ slug: newest.slug, version: newest.version });
  });
});
