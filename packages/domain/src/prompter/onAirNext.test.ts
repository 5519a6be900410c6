import { describe, expect, it } from 'vitest';
import type { OnAir } from '../rundowns/rundown';
import { block, rundown, standbyBlock, story } from '../testing/rundownFixtures';
import { nextStoryOnAir } from './onAirNext';

const marker = (entity: OnAir['entity'], id: number): OnAir => ({
  entity,
  id,
  start: '2026-11-21T20:00:00.000Z',
  totalMs: 0,
});
const blocks = () => [
  block({ id: 10, index: 0 }, [story({ id: 11, displayStatus: 'stop' }), story({ id: 12 })]),
  block({ id: 20, index: 1, standBy: true }, [story({ id: 21 })]),
  block({ id: 30, index: 2 }, [story({ id: 31 })]),
  { ...standbyBlock([story({ id: 41 })]), index: 3 },
];

describe('the next story', () => {
  it.each<[string, OnAir | null, number | null]>([
    ['nothing on air: the first not aired', null, 12],
    ['after a story, in its block', marker('story', 11), 12],
    ['after the last of a block: over the block on standby', marker('story', 12), 31],
    ['an on-air block: its first story', marker('block', 10), 11],
    ['after the last story of the show: none (standby left out)', marker('story', 31), null],
    ['a marker on a standby story: none', marker('story', 41), null],
  ])('%s', (_name, onAir, expected) => {
    expect(nextStoryOnAir(rundown({ onAir }, blocks()))?.id ?? null).toBe(expected);
  });
});
