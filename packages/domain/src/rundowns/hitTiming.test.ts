import { describe, expect, it } from 'vitest';
import { block, min, rundown, story } from '../testing/rundownFixtures';
import { hitAdvice, nextHit } from './hitTiming';
import type { Rundown } from './rundown';
import { computeTiming, msToTimeOfDay } from './rundownTiming';

const NOW = new Date('2026-11-21T20:30:00Z');

/** 20:00–21:00; A: 1 (10) 2 (5), break 2; B (sports, hit?): 3 (8), break 3; C: 4 (6) 5 (4). */
function show(hits: { sports?: string; story5?: string } = {}, overrides: Partial<Rundown> = {}) {
  return rundown(overrides, [
    block({ id: 101, commercialMs: min(2) }, [
      story({ id: 1, totalMs: min(10) }),
      story({ id: 2, totalMs: min(5) }),
    ]),
    block({ id: 102, commercialMs: min(3), hitTime: hits.sports ?? null }, [
      story({ id: 3, totalMs: min(8) }),
    ]),
    block({ id: 103 }, [
      story({ id: 4, totalMs: min(6) }),
      story({ id: 5, totalMs: min(4), hitTime: hits.story5 ?? null }),
    ]),
  ]);
}

const hitsAsText = (value: Rundown, timeZone?: string) =>
  computeTiming(value, NOW, { timeZone }).hits.map((hit) => ({
    item: `${hit.entity}:${hit.id}`,
    hit: msToTimeOfDay(hit.hitMs),
    reach: msToTimeOfDay(hit.reachMs),
    diffMs: hit.diffMs,
    isPast: hit.isPast,
  }));

describe('hits: reach and difference', () => {
  it.each([
    // Block A ends 20:17 with its break: a 20:20 hit needs 3 min of fill, 20:15 a 2 min cut.
    ['fill before a late-enough hit', '20:20:00', 'block:102', '20:17:00', min(3)],
    ['cut before an early hit', '20:15:00', 'block:102', '20:17:00', -min(2)],
    ['on time', '20:17:00', 'block:102', '20:17:00', 0],
  ])('%s', (_name, sports, item, reach, diffMs) => {
    expect(hitsAsText(show({ sports }))).toEqual([
      { item, hit: sports, reach, diffMs, isPast: false },
    ]);
  });

  it('restarts the plan at each hit: the next one is timed from it', () => {
    // Sports at 20:20 (fill 3); then 3 (8) + break 3 + 4 (6) → story 5 reached at 20:37.
    expect(hitsAsText(show({ sports: '20:20:00', story5: '20:35:00' }))).toEqual([
      { item: 'block:102', hit: '20:20:00', reach: '20:17:00', diffMs: min(3), isPast: false },
      { item: 'story:5', hit: '20:35:00', reach: '20:37:00', diffMs: -min(2), isPast: false },
    ]);
  });

  it('takes a hit after midnight in a show crossing it', () => {
    const late = show({ sports: '00:05:00' }, { start: '23:50:00', end: '00:50:00' });
    expect(hitsAsText(late)).toEqual([
      { item: 'block:102', hit: '00:05:00', reach: '00:07:00', diffMs: -min(2), isPast: false },
    ]);
  });

  it('times from the on-air start and marks earlier items past', () => {
    // Story 2 went on air at 17:15 São Paulo (20:15 UTC): it ends 17:20, break → sports at 17:22.
    const onAir = {
      entity: 'story' as const,
      id: 2,
      start: '2026-11-21T20:15:00Z',
      totalMs: min(5),
    };
    const value = show({ sports: '17:20:00' }, { start: '17:00:00', end: '18:00:00', onAir });
    expect(hitsAsText(value, 'America/Sao_Paulo')).toEqual([
      { item: 'block:102', hit: '17:20:00', reach: '17:22:00', diffMs: -min(2), isPast: false },
    ]);
    // Without the zone the on-air start cannot be placed: the plan runs from the show start.
    expect(hitsAsText(value)[0]?.reach).toBe('17:17:00');
  });

  it('marks a hit at or before the item on air past', () => {
    const onAir = {
      entity: 'story' as const,
      id: 3,
      start: '2026-11-21T20:18:00Z',
      totalMs: min(8),
    };
    expect(hitsAsText(show({ sports: '20:17:00' }, { onAir }))[0]?.isPast).toBe(true);
  });

  it('ignores hits in standby blocks', () => {
    const value = show();
    value.blocks.push(block({ standBy: true, hitTime: '20:40:00' }, [story({ totalMs: min(1) })]));
    expect(computeTiming(value, NOW).hits).toEqual([]);
  });
});

describe('back-time to the next hit', () => {
  const backTimes = (value: Rundown) =>
    Object.fromEntries(
      Object.entries(computeTiming(value, NOW).backTime).map(([id, ms]) => [id, msToTimeOfDay(ms)]),
    );

  it.each([
    // No hit: to the show end (21:00): 5 at 20:56, 4 at 20:50, break 3 → 3 at 20:39, break 2 → 2, 1.
    [
      'to the show end without hits',
      {},
      { 1: '20:22:00', 2: '20:32:00', 3: '20:39:00', 4: '20:50:00', 5: '20:56:00' },
    ],
    // Sports at 20:20: A must end by then (break 2): 2 at 20:13, 1 at 20:03; later ones to the end.
    [
      'to a block hit, then to the end',
      { sports: '20:20:00' },
      { 1: '20:03:00', 2: '20:13:00', 3: '20:39:00', 4: '20:50:00', 5: '20:56:00' },
    ],
    // Story 5 at 20:40 starts then; 4 at 20:34, 3 at 20:23; story 5 has nothing after but the end.
    [
      'a story hit is its own back-time',
      { story5: '20:40:00' },
      { 1: '20:06:00', 2: '20:16:00', 3: '20:23:00', 4: '20:34:00', 5: '20:40:00' },
    ],
  ])('%s', (_name, hits, expected) => {
    expect(backTimes(show(hits))).toEqual(expected);
  });
});

describe('advice and the next hit', () => {
  it.each([
    [-min(1) - 20_000, { kind: 'cut', ms: 80_000 }],
    [35_000, { kind: 'fill', ms: 35_000 }],
    [400, { kind: 'onTime', ms: 0 }],
    [-999, { kind: 'onTime', ms: 0 }],
  ])('hitAdvice(%i)', (diffMs, expected) => {
    expect(hitAdvice(diffMs)).toEqual(expected);
  });

  it('skips past hits', () => {
    const past = { entity: 'block' as const, id: 1, hitMs: 0, reachMs: 0, diffMs: 0, isPast: true };
    const ahead = { ...past, id: 2, isPast: false };
    expect(nextHit([past, ahead])).toBe(ahead);
    expect(nextHit([past])).toBeNull();
  });
});
