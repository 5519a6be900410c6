import { describe, expect, it } from 'vitest';
import type { Block, Rundown, StoryRow } from '@newsroom/domain';
import { EDITOR, firstBlock, standby, useRundownKit } from './rundowns.testkit';

/**
 * Tree mutations read again only what they wrote (`Mutation.reload` with `changed`): each answer
 * must be what a load of the rundown finds right after it.
 */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

/** A rundown of two regular blocks and Standby, three stories in the first, two in the second. */
async function filled(): Promise<{ rundown: Rundown; stories: StoryRow[] }> {
  const created = await kit.rundown(editor.cookie);
  await kit.addBlock(editor.cookie, created.id);
  const start = await kit.load(editor.cookie, created.id);
  const stories: StoryRow[] = [];
  for (const [i, block] of [0, 0, 0, 1, 1].entries())
    stories.push(
      await kit.addStory(editor.cookie, start.blocks[block]!.id, {
        slug: `ENCHENTE ${i}`,
        estimatedMs: 30_000 + i * 1_000,
      }),
    );
  return { rundown: await kit.load(editor.cookie, created.id), stories };
}

async function ok<T>(method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const response = await kit.call(method, url, editor.cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const blockIn = (rundown: Rundown, id: number) => rundown.blocks.find((b) => b.id === id)!;
const storyIn = (rundown: Rundown, id: number) =>
  rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;

describe('tree mutations answer what a load finds', () => {
  it('moves within a block, across blocks and across rundowns, to Standby and copies', async () => {
    const { rundown, stories } = await filled();
    const [a, b, c, d] = stories as [StoryRow, StoryRow, StoryRow, StoryRow];
    const [first, second] = rundown.blocks as [Block, Block];
    const moves = [
      { targetBlockId: first.id, storiesIds: [c.id], targetStoryId: a.id },
      { targetBlockId: second.id, storiesIds: [a.id, b.id], targetStoryId: d.id },
      { targetBlockId: first.id, storiesIds: [d.id], targetStoryId: null },
    ];
    for (const move of moves) {
      const [answer] = await ok<Rundown[]>('POST', '/api/stories/move', move);
      expect(answer).toEqual(await kit.load(editor.cookie, rundown.id));
    }
    const other = await filled();
    const across = await ok<Rundown[]>('POST', '/api/stories/move', {
      targetBlockId: firstBlock(other.rundown).id,
      storiesIds: [b.id],
      targetStoryId: other.stories[1]!.id,
    });
    expect(across).toEqual(
      [
        await kit.load(editor.cookie, rundown.id),
        await kit.load(editor.cookie, other.rundown.id),
      ].sort((x, y) => x.id - y.id),
    );
    expect(
      storyIn(
        across.find((r) => r.id === other.rundown.id)!,
        b.id,
      ).programId,
    ).toBe(other.rundown.programId);
    const parked = await ok<Rundown>('PUT', `/api/stories/${c.id}/standby`);
    expect(parked).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(standby(parked).stories.map((s) => s.id)).toEqual([c.id]);
    const copied = await ok<Rundown>('POST', '/api/stories/copy', {
      targetBlockId: second.id,
      storiesIds: [d.id, a.id],
      targetStoryId: a.id,
    });
    expect(copied).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(blockIn(copied, second.id).stories).toHaveLength(4);
  });

  it('display status, one story or many, with the on-air marker and without', async () => {
    const { rundown, stories } = await filled();
    const [a, b] = stories as [StoryRow, StoryRow];
    await ok('PUT', `/api/blocks/${firstBlock(rundown).id}/approve`, { approve: true });
    // blank → play (takes the air), play → stop (clears it), stop → blank.
    for (let i = 0; i < 3; i++) {
      const toggled = await ok<StoryRow>('PUT', `/api/stories/${a.id}/status`);
      expect(toggled).toEqual(storyIn(await kit.load(editor.cookie, rundown.id), a.id));
    }
    const bulk = await ok<Rundown[]>('POST', '/api/stories/status', {
      storyIds: [b.id],
      status: 'play',
      cascade: true,
    });
    expect(bulk).toEqual([await kit.load(editor.cookie, rundown.id)]);
    expect(bulk[0]!.onAir).toMatchObject({ entity: 'story', id: b.id });
    const after = await ok<StoryRow>('POST', `/api/stories/${b.id}/after`);
    expect(after).toEqual(storyIn(await kit.load(editor.cookie, rundown.id), after.id));
  });

  it('the drawer: stories sent to it and placed back, one and several', async () => {
    const { rundown, stories } = await filled();
    const [a, b, c, d] = stories as [StoryRow, StoryRow, StoryRow, StoryRow];
    const [first, second] = rundown.blocks as [Block, Block];
    const [one] = await ok<Rundown[]>('POST', '/api/drawer/send', { storyIds: [b.id] });
    expect(one).toEqual(await kit.load(editor.cookie, rundown.id));
    const [two] = await ok<Rundown[]>('POST', '/api/drawer/send', { storyIds: [a.id, d.id] });
    expect(two).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(blockIn(two!, first.id).stories.map((s) => s.id)).toEqual([c.id]);
    const [back] = await ok<Rundown[]>('POST', '/api/drawer/move', {
      storyIds: [b.id],
      destination: 'TO_AIR',
      targetBlockId: first.id,
      targetStoryId: c.id,
    });
    expect(back).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(blockIn(back!, first.id).stories.map((s) => s.id)).toEqual([b.id, c.id]);
    const [both] = await ok<Rundown[]>('POST', '/api/drawer/move', {
      storyIds: [d.id, a.id],
      destination: 'TO_AIR',
      targetBlockId: second.id,
      targetStoryId: null,
    });
    expect(both).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(
      blockIn(both!, second.id)
        .stories.map((s) => s.id)
        .slice(-2),
    ).toEqual([d.id, a.id]);
  });

  it('block changes: name, standby, approval, status, a new block and a new order', async () => {
    const { rundown } = await filled();
    const [first, second] = rundown.blocks as [Block, Block];
    const named = await ok<Block>('PATCH', `/api/blocks/${second.id}`, {
      field: 'name',
      value: 'ESPORTES',
    });
    expect(named).toEqual(blockIn(await kit.load(editor.cookie, rundown.id), second.id));
    const parked = await ok<Block>('PUT', `/api/blocks/${second.id}/standby`);
    expect(parked).toEqual(blockIn(await kit.load(editor.cookie, rundown.id), second.id));
    const approved = await ok<Block>('PUT', `/api/blocks/${first.id}/approve`, { approve: true });
    expect(approved).toEqual(blockIn(await kit.load(editor.cookie, rundown.id), first.id));
    expect(approved.stories.every((s) => s.approved)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const toggled = await ok<Block>('PUT', `/api/blocks/${first.id}/status`);
      expect(toggled).toEqual(blockIn(await kit.load(editor.cookie, rundown.id), first.id));
    }
    const added = await ok<Block>('POST', `/api/rundowns/${rundown.id}/blocks`);
    expect(added).toEqual(blockIn(await kit.load(editor.cookie, rundown.id), added.id));
    const reordered = await ok<Rundown>('PUT', `/api/rundowns/${rundown.id}/blocks/order`, {
      blockIds: [added.id, second.id, first.id],
    });
    expect(reordered).toEqual(await kit.load(editor.cookie, rundown.id));
    expect(reordered.blocks.map((b) => b.id).slice(0, 3)).toEqual([added.id, second.id, first.id]);
  });
});
