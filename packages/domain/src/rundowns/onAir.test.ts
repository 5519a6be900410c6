import { describe, expect, it } from 'vitest';
import type { DisplayStatus, OnAir, Rundown } from './rundown';
import { block, rundown, story } from '../testing/rundownFixtures';
import {
  applyStatusChange,
  onAirName,
  planDisplayStatus,
  statusChangeOf,
  type DisplayStatusPlan,
  type ItemStatus,
  type StatusWrite,
  type WrittenStatuses,
} from './onAir';

/**
 * A rundown of two blocks, A (id 10: stories 11, 12) and B (id 20: stories 21, 22), every
 * story 60 s long, with the given statuses and marker.
 */
function show(statuses: Record<number, DisplayStatus>, onAir: OnAir | null = null): Rundown {
  const row = (id: number) =>
    story({ id, totalMs: 60_000, displayStatus: statuses[id] ?? 'blank', approved: true });
  return rundown({ onAir }, [
    block({ id: 10, index: 0, displayStatus: statuses[10] ?? 'blank' }, [row(11), row(12)]),
    block({ id: 20, index: 1, displayStatus: statuses[20] ?? 'blank' }, [row(21), row(22)]),
  ]);
}

const marked = (entity: 'block' | 'story', id: number): OnAir => ({
  entity,
  id,
  start: '2026-11-21T20:00:00.000Z',
  totalMs: 60_000,
});
const storyTo = (id: number, status: DisplayStatus): StatusWrite => ({
  entity: 'story',
  id,
  status,
});
const blockTo = (id: number, status: DisplayStatus): StatusWrite => ({
  entity: 'block',
  id,
  status,
});

/** The statuses that are `play` once a plan is applied to a rundown. */
function playingAfter(before: Rundown, plan: DisplayStatusPlan): string[] {
  const status = new Map<string, DisplayStatus>();
  for (const b of before.blocks) {
    status.set(`block:${b.id}`, b.displayStatus);
    for (const s of b.stories) status.set(`story:${s.id}`, s.displayStatus);
  }
  for (const write of plan.writes) status.set(`${write.entity}:${write.id}`, write.status);
  return [...status].filter(([, value]) => value === 'play').map(([key]) => key);
}

describe('planDisplayStatus: one item on air per rundown', () => {
  it.each([
    {
      path: 'ctrl+space on a second story while one is on air',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(12, 'play')],
      writes: [storyTo(11, 'stop'), storyTo(12, 'play')],
      onAir: { entity: 'story', id: 12, totalMs: 60_000 },
    },
    {
      path: 'a block put on air while a story of another block plays',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [blockTo(20, 'play')],
      writes: [storyTo(11, 'stop'), blockTo(20, 'play')],
      onAir: { entity: 'block', id: 20, totalMs: 120_000 },
    },
    {
      path: 'a story put on air while its block plays',
      before: show({ 10: 'play' }, marked('block', 10)),
      requested: [storyTo(11, 'play')],
      writes: [blockTo(10, 'stop'), storyTo(11, 'play')],
      onAir: { entity: 'story', id: 11, totalMs: 60_000 },
    },
    {
      path: 'bulk play of several stories: the first in running order goes on air',
      before: show({}),
      requested: [storyTo(22, 'play'), storyTo(12, 'play')],
      writes: [storyTo(12, 'play')],
      onAir: { entity: 'story', id: 12, totalMs: 60_000 },
    },
    {
      path: 'cascade (ctrl+shift+space, MOS PLAY): earlier stories stop, the one playing too',
      before: show({ 12: 'play' }, marked('story', 12)),
      requested: [storyTo(11, 'stop'), storyTo(12, 'stop'), storyTo(21, 'play')],
      writes: [storyTo(11, 'stop'), storyTo(12, 'stop'), storyTo(21, 'play')],
      onAir: { entity: 'story', id: 21, totalMs: 60_000 },
    },
    {
      path: 'stop of the item on air clears the marker',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(11, 'stop')],
      writes: [storyTo(11, 'stop')],
      onAir: null,
    },
    {
      path: 'blank of the block on air clears the marker',
      before: show({ 20: 'play' }, marked('block', 20)),
      requested: [blockTo(20, 'blank')],
      writes: [blockTo(20, 'blank')],
      onAir: null,
    },
    {
      path: 'stop of another story leaves the item on air',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(21, 'stop')],
      writes: [storyTo(21, 'stop')],
      onAir: 'keep',
    },
    {
      path: 'play again of the story on air (a device repeating PLAY) keeps its clock',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(11, 'play')],
      writes: [],
      onAir: 'keep',
    },
    {
      path: 'two stories left playing by older data: a new play stops both',
      before: show({ 11: 'play', 12: 'play' }, marked('story', 12)),
      requested: [storyTo(21, 'play')],
      writes: [storyTo(11, 'stop'), storyTo(12, 'stop'), storyTo(21, 'play')],
      onAir: { entity: 'story', id: 21, totalMs: 60_000 },
    },
    {
      path: 'a story of another rundown is ignored',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(999, 'play')],
      writes: [],
      onAir: 'keep',
    },
  ] satisfies Array<{
    path: string;
    before: Rundown;
    requested: StatusWrite[];
    writes: StatusWrite[];
    onAir: DisplayStatusPlan['onAir'];
  }>)('$path', ({ before, requested, writes, onAir }) => {
    const plan = planDisplayStatus(before, requested);
    expect(plan).toEqual({ writes, onAir });
    expect(playingAfter(before, plan).length).toBeLessThanOrEqual(1);
  });

  it('leaves at most one item playing whatever sequence of requests arrives', () => {
    const ids: Array<['block' | 'story', number]> = [
      ['block', 10],
      ['story', 11],
      ['story', 12],
      ['block', 20],
      ['story', 21],
      ['story', 22],
    ];
    const statuses: DisplayStatus[] = ['play', 'stop', 'blank'];
    let current = show({});
    let seed = 7;
    const next = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31; // a fixed pseudo-random walk
      return seed % below;
    };
    for (let step = 0; step < 300; step += 1) {
      const [entity, id] = ids[next(ids.length)]!;
      const plan = planDisplayStatus(current, [{ entity, id, status: statuses[next(3)]! }]);
      current = applied(current, plan);
      const playing = playingAfter(current, { writes: [], onAir: 'keep' });
      expect(playing.length).toBeLessThanOrEqual(1);
      expect(current.onAir ? [`${current.onAir.entity}:${current.onAir.id}`] : []).toEqual(playing);
    }
  });
});

/** The rundown a plan leaves (what the server's rundown mutation writes). */
function applied(before: Rundown, plan: DisplayStatusPlan): Rundown {
  const statusOf = (entity: string, id: number, current: DisplayStatus): DisplayStatus =>
    plan.writes.find((write) => write.entity === entity && write.id === id)?.status ?? current;
  return {
    ...before,
    onAir:
      plan.onAir === 'keep'
        ? before.onAir
        : plan.onAir && { ...plan.onAir, start: '2026-11-21T20:00:00.000Z' },
    blocks: before.blocks.map((b) => ({
      ...b,
      displayStatus: statusOf('block', b.id, b.displayStatus),
      stories: b.stories.map((s) => ({
        ...s,
        displayStatus: statusOf('story', s.id, s.displayStatus),
      })),
    })),
  };
}

describe('onAirName', () => {
  it.each([
    ['nothing on air', null, null],
    ['a story on air: its slug', marked('story', 12), 'story 12'],
    ['a block on air: its name', marked('block', 20), 'Bloco 20'],
    ['a marker naming nothing of the rundown', marked('story', 999), null],
  ])('%s', (_case, onAir, name) => {
    expect(onAirName(show({}, onAir))).toBe(name);
  });
});

/** A plan written as the server writes it: times of `at`, each written item's version one more. */
function written(before: Rundown, plan: DisplayStatusPlan, at: string): Rundown {
  const wanted = new Map(plan.writes.map((write) => [`${write.entity}:${write.id}`, write.status]));
  const give = <
    T extends { displayStatus: DisplayStatus; playTime: string | null; version: number },
  >(
    item: T,
    status: DisplayStatus | undefined,
  ): T => {
    if (status === undefined) return item;
    const playTime = status === 'play' ? at : status === 'stop' ? item.playTime : null;
    const stopTime = status === 'stop' ? at : null;
    return { ...item, displayStatus: status, playTime, stopTime, version: item.version + 1 };
  };
  const onAir =
    plan.onAir === 'keep'
      ? before.onAir
      : plan.onAir && {
          entity: plan.onAir.entity,
          id: plan.onAir.id,
          start: at,
          totalMs: plan.onAir.totalMs,
        };
  return {
    ...before,
    onAir,
    blocks: before.blocks.map((b) => ({
      ...give(b, wanted.get(`block:${b.id}`)),
      stories: b.stories.map((s) => give(s, wanted.get(`story:${s.id}`))),
    })),
  };
}

/** The items of `after` that `writes` gave a status, as the server's writes answer them (last first). */
function writtenOf(after: Rundown, writes: readonly StatusWrite[]): WrittenStatuses {
  const asked = new Set(writes.map((write) => `${write.entity}:${write.id}`));
  const item = ({ id, displayStatus, playTime, stopTime, version }: ItemStatus): ItemStatus => ({
    id,
    displayStatus,
    playTime,
    stopTime,
    version,
  });
  return {
    blocks: after.blocks
      .filter((b) => asked.has(`block:${b.id}`))
      .map(item)
      .reverse(),
    stories: after.blocks
      .flatMap((b) => b.stories)
      .filter((s) => asked.has(`story:${s.id}`))
      .map(item)
      .reverse(),
  };
}

describe('a status change sent as its written items (statusChangeOf, applyStatusChange)', () => {
  it.each([
    { path: 'a story on air', before: show({}), requested: [storyTo(12, 'play')] },
    {
      path: 'the next story replaces the one on air',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(12, 'play')],
    },
    {
      path: 'a block put on air stops a story of another block',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [blockTo(20, 'play')],
    },
    {
      path: 'the item on air stopped: marker cleared',
      before: show({ 21: 'play' }, marked('story', 21)),
      requested: [storyTo(21, 'stop')],
    },
    {
      path: 'a bulk change cascading stops',
      before: show({ 11: 'play' }, marked('story', 11)),
      requested: [storyTo(11, 'stop'), storyTo(12, 'stop'), storyTo(21, 'play')],
    },
  ])('$path: the earlier rundown with the change equals the later one', ({ before, requested }) => {
    const plan = planDisplayStatus(before, requested);
    const after = written(before, plan, '2026-11-28T20:05:00.000Z');
    const change = statusChangeOf(before, after.onAir, writtenOf(after, plan.writes));
    expect(change.blocks.length + change.stories.length).toBe(plan.writes.length);
    expect(applyStatusChange(before, change)).toEqual(after);
  });

  it('keeps the blocks it does not touch as they were (same objects)', () => {
    const before = show({ 11: 'play' }, marked('story', 11));
    const plan = planDisplayStatus(before, [storyTo(12, 'play')]);
    const after = written(before, plan, 'now');
    const applied = applyStatusChange(
      before,
      statusChangeOf(before, after.onAir, writtenOf(after, plan.writes)),
    );
    expect(applied?.blocks[1]).toBe(before.blocks[1]);
    expect(applied?.blocks[0]).not.toBe(before.blocks[0]);
  });

  it('lists the written items in running order and leaves out what the rundown does not hold', () => {
    const before = show({ 11: 'play' }, marked('story', 11));
    const status = (id: number): ItemStatus => ({
      id,
      displayStatus: 'stop',
      playTime: null,
      stopTime: 'now',
      version: 2,
    });
    const change = statusChangeOf(before, null, {
      blocks: [status(20), status(99), status(10)],
      stories: [status(22), status(11), status(98), status(21)],
    });
    expect(change).toEqual({
      rundownId: before.id,
      onAir: null,
      blocks: [status(10), status(20)],
      stories: [status(11), status(21), status(22)],
    });
  });

  it('answers null for a change naming a story or block the rundown does not hold', () => {
    const before = show({});
    const foreign = {
      id: 99,
      displayStatus: 'play' as const,
      playTime: 'x',
      stopTime: null,
      version: 2,
    };
    const change = { rundownId: before.id, onAir: null, blocks: [], stories: [foreign] };
    expect(applyStatusChange(before, change)).toBeNull();
    expect(applyStatusChange(before, { ...change, stories: [], blocks: [foreign] })).toBeNull();
  });
});
