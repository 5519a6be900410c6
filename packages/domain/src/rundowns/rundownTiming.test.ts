import { describe, expect, it } from 'vitest';
import { block, min, rundown, standbyBlock, story } from '../testing/rundownFixtures';
import type { Rundown, RundownTiming } from './rundown';
import {
  computeTiming,
  formatDurationMs,
  msToTimeOfDay,
  showDurationMs,
  timeOfDayToMs,
} from './rundownTiming';

const NOW = new Date('2026-11-21T20:30:00Z');

/** 20:00–21:00; block A (2 min break): 10 approved aired, 5 approved on air, 3 unapproved;
 *  block B (3 min break, not aired): 20 approved; standby block: 7; Standby block: 9. */
function sample(overrides: Partial<Rundown> = {}): Rundown {
  return rundown(overrides, [
    block({ id: 101, commercialMs: min(2), displayStatus: 'stop' }, [
      story({
        id: 1,
        totalMs: min(10),
        estimatedMs: min(9),
        approved: true,
        displayStatus: 'stop',
      }),
      story({ id: 2, totalMs: min(5), estimatedMs: min(6), approved: true, displayStatus: 'play' }),
      story({ id: 3, totalMs: min(3), estimatedMs: min(4) }),
    ]),
    block({ id: 102, commercialMs: min(3) }, [
      story({ id: 4, totalMs: min(20), estimatedMs: min(15), approved: true }),
    ]),
    block({ id: 103, commercialMs: min(30), standBy: true }, [
      story({ id: 5, totalMs: min(7), estimatedMs: min(7), approved: true }),
    ]),
    standbyBlock([story({ id: 6, totalMs: min(9), estimatedMs: min(9), approved: true })]),
  ]);
}

describe('computeTiming summary fields', () => {
  const timing = computeTiming(sample(), NOW);
  const cases: [keyof RundownTiming, number][] = [
    ['duration', min(60)],
    ['commercialTotal', min(5)],
    ['production', min(55)],
    ['approvedProduction', min(35)],
    ['approvedTotal', min(40)],
    ['fullEstimated', min(34)],
    ['fullProduction', min(38)],
    ['fullTotal', min(43)],
    ['approvedDiff', min(20)],
    ['fullDiff', min(17)],
    ['productionApprovedDiff', min(20)],
    ['productionFullDiff', min(17)],
    ['notDisplayedCommercial', min(3)],
    ['notDisplayedProduction', min(28)],
    ['notDisplayedApprovedProduction', min(25)],
    ['overUnderMs', min(17)],
    ['endEstimate', timeOfDayToMs('20:43:00')],
  ];
  it.each(cases)('%s', (field, expected) => {
    expect(timing[field]).toBe(expected);
  });

  it('uses the planned production when given', () => {
    const planned = computeTiming(sample({ productionMs: min(50) }), NOW);
    expect([
      planned.production,
      planned.productionApprovedDiff,
      planned.productionFullDiff,
    ]).toEqual([min(50), min(15), min(12)]);
  });

  it('counts an empty rundown as zero everywhere but the duration', () => {
    const empty = computeTiming(rundown({}, [block(), standbyBlock()]), NOW);
    expect(empty).toMatchObject({
      duration: min(60),
      fullTotal: 0,
      approvedTotal: 0,
      fullDiff: min(60),
      backTime: {},
    });
  });

  it('reports over time as a negative difference', () => {
    const over = rundown({ end: '20:10:00' }, [
      block({ commercialMs: min(2) }, [story({ totalMs: min(9), approved: true })]),
    ]);
    expect(computeTiming(over, NOW)).toMatchObject({
      fullDiff: -min(1),
      overUnderMs: -min(1),
      approvedDiff: -min(1),
    });
  });
});

describe('standby exclusion', () => {
  it.each([
    [
      'a block put on standby',
      block({ standBy: true, commercialMs: min(4) }, [story({ totalMs: min(5), approved: true })]),
    ],
    [
      'the Standby block',
      block({ isStandbyBlock: true, commercialMs: min(4) }, [
        story({ totalMs: min(5), approved: true }),
      ]),
    ],
  ])('ignores %s: stories, break and back-times', (_name, parked) => {
    const timing = computeTiming(rundown({}, [parked]), NOW);
    expect(timing).toMatchObject({
      commercialTotal: 0,
      fullProduction: 0,
      approvedProduction: 0,
      fullEstimated: 0,
      backTime: {},
    });
  });
});

describe('duration and midnight', () => {
  it.each([
    ['20:00:00', '21:00:00', min(60)],
    ['22:30:00', '00:30:00', min(120)],
    ['23:59:30', '00:00:10', 40_000],
    ['06:00', '07:30', min(90)],
    ['12:00:00', '12:00:00', 0],
  ])('%s → %s lasts %i ms', (start, end, expected) => {
    expect(showDurationMs(start, end)).toBe(expected);
  });

  it('wraps back-times and the end estimate across midnight', () => {
    const late = rundown({ start: '23:30:00', end: '00:30:00' }, [
      block({ commercialMs: min(10) }, [
        story({ id: 901, totalMs: min(20) }),
        story({ id: 902, totalMs: min(20) }),
      ]),
    ]);
    const timing = computeTiming(late, NOW);
    expect(timing.duration).toBe(min(60));
    expect(msToTimeOfDay(timing.backTime[901] ?? -1)).toBe('23:40:00');
    expect(msToTimeOfDay(timing.backTime[902] ?? -1)).toBe('00:00:00');
    expect(msToTimeOfDay(timing.endEstimate)).toBe('00:20:00');
  });
});

describe('back-time sequence', () => {
  it('counts each story, the later ones and the breaks from its block on', () => {
    const timing = computeTiming(sample(), NOW);
    const asText = Object.fromEntries(
      Object.entries(timing.backTime).map(([id, ms]) => [id, msToTimeOfDay(ms)]),
    );
    // end 21:00; B: break 3 + story 4 (20) → 4 at 20:37; A: break 2 → 3 at 20:32, 2 at 20:27, 1 at 20:17.
    expect(asText).toEqual({ 1: '20:17:00', 2: '20:27:00', 3: '20:32:00', 4: '20:37:00' });
  });

  it('follows the block index, not the array order', () => {
    const built = sample();
    const reversed = { ...built, blocks: [...built.blocks].reverse() };
    expect(computeTiming(reversed, NOW).backTime).toEqual(computeTiming(built, NOW).backTime);
  });
});

describe('on air', () => {
  const onAir = (start: string, totalMs: number) => ({
    entity: 'story' as const,
    id: 2,
    start,
    totalMs,
  });
  it.each([
    ['nothing on air', null, NOW, null],
    ['started 2 min ago, 5 planned', onAir('2026-11-21T20:28:00Z', min(5)), NOW, min(3)],
    ['overrunning', onAir('2026-11-21T20:20:00Z', min(5)), NOW, -min(5)],
    [
      'started before midnight',
      onAir('2026-11-20T23:59:00Z', min(2)),
      new Date('2026-11-21T00:00:30Z'),
      30_000,
    ],
  ])('%s', (_name, item, now, expected) => {
    expect(computeTiming(sample({ onAir: item }), now).onAirRemainingMs).toBe(expected);
  });
});

describe('formatting', () => {
  it.each([
    [0, '00:00:00'],
    [min(61) + 5_000, '01:01:05'],
    [-min(2), '-00:02:00'],
    [-300, '00:00:00'],
    [-1_000, '-00:00:01'],
    [min(60 * 30), '30:00:00'],
  ])('formatDurationMs(%i) = %s', (ms, text) => {
    expect(formatDurationMs(ms)).toBe(text);
  });

  it.each([
    [0, '00:00:00'],
    [-min(10), '23:50:00'],
    [min(60 * 25), '01:00:00'],
  ])('msToTimeOfDay(%i) = %s', (ms, text) => {
    expect(msToTimeOfDay(ms)).toBe(text);
  });
});
