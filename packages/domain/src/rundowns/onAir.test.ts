import { describe, expect, it } from 'vitest';
import type { DisplayStatus, OnAir, Rundown } from './rundown';
import { block, rundown, story } from '../testing/rundownFixtures';
import { onAirName, planDisplayStatus, type DisplayStatusPlan, type StatusWrite } from './onAir';

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
