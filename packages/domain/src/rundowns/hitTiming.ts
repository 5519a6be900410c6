import { DAY_MS } from '../platform/time';
import type { Block, HitTiming, OnAir } from './rundown';

/**
 * Hard hits (issue 26): a block or story pinned to a time of day must start then, whatever came
 * before it — a network join, a live link, the sports block at 20:30. So the plan restarts at each
 * hit: the items before a hit are timed from the previous hit (or the show start, or the item on
 * air), and the gap between where they end and the hit is what must be cut (late) or filled
 * (early). Back-times count to the next hit, and after the last hit to the show end.
 *
 * Pitfalls:
 * - Times here are ms since the show's midnight, not wrapped, so a show crossing midnight keeps
 *   its order; a hit (or the on-air start) is taken on the day that puts it nearest to where the
 *   plan stands (a 00:10 hit in a 23:30 show is after the start, not 23 h before it).
 * - A block's hit is the start of its first story; its break follows its stories.
 * - Items at or before the one on air, or already stopped, are past: their hits ask nothing.
 * - Callers pass blocks already in running order without standby (see `computeTiming`).
 */

/** Where the show is: the item on air and its start as a time of day (ms), when known. */
export interface OnAirReference {
  entity: OnAir['entity'];
  id: number;
  /** The on-air start as a time of day in the newsroom's zone; null when the zone is unknown. */
  startOfDayMs: number | null;
}

/** What a hit asks of the editor: cut or fill that many ms before it, or nothing. */
export interface HitAdvice {
  kind: 'cut' | 'fill' | 'onTime';
  ms: number;
}

/** `HH:mm:ss` → ms since midnight. */
function hitOfDay(hitTime: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = hitTime.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** The time of day `ofDayMs` on the day that puts it nearest to `referenceMs`. */
export function nearestTo(ofDayMs: number, referenceMs: number): number {
  const base = Math.floor(referenceMs / DAY_MS) * DAY_MS + ofDayMs;
  return [base - DAY_MS, base, base + DAY_MS].reduce((best, candidate) =>
    Math.abs(candidate - referenceMs) < Math.abs(best - referenceMs) ? candidate : best,
  );
}

const wrap = (ms: number): number => ((ms % DAY_MS) + DAY_MS) % DAY_MS;

/**
 * Every hit of the running order with the time the plan reaches it (from the show start, the
 * previous hit or the item on air) and the difference.
 */
export function computeHits(
  counted: readonly Block[],
  startMs: number,
  onAir: OnAirReference | null,
): HitTiming[] {
  const hits: HitTiming[] = [];
  let clock = startMs;
  let beforeOnAir = onAir !== null;
  const visit = (
    entity: HitTiming['entity'],
    item: { id: number; hitTime: string | null; displayStatus: Block['displayStatus'] },
  ) => {
    const isOnAir = onAir !== null && onAir.entity === entity && onAir.id === item.id;
    if (isOnAir && onAir.startOfDayMs !== null) clock = nearestTo(onAir.startOfDayMs, clock);
    const isPast = beforeOnAir || item.displayStatus === 'stop';
    if (isOnAir) beforeOnAir = false;
    if (item.hitTime === null) return;
    const hitMs = nearestTo(hitOfDay(item.hitTime), clock);
    hits.push({
      entity,
      id: item.id,
      hitMs: wrap(hitMs),
      reachMs: wrap(clock),
      diffMs: hitMs - clock,
      isPast,
    });
    if (!isOnAir) clock = hitMs;
  };
  for (const block of counted) {
    visit('block', block);
    for (const story of block.stories) {
      visit('story', story);
      clock += story.totalMs || 0;
    }
    clock += block.commercialMs || 0;
  }
  return hits;
}

/**
 * Per story id, the time of day (ms since midnight) at which it must start for the next hit — or,
 * after the last hit, the show end — to be reached on time; a story with a hit starts at its hit.
 */
export function backTimesToHits(counted: readonly Block[], endMs: number): Record<number, number> {
  const result: Record<number, number> = {};
  let anchor = endMs;
  let remaining = 0;
  for (let b = counted.length - 1; b >= 0; b -= 1) {
    const block = counted[b];
    if (!block) continue;
    remaining += block.commercialMs || 0;
    for (let s = block.stories.length - 1; s >= 0; s -= 1) {
      const story = block.stories[s];
      if (!story) continue;
      remaining += story.totalMs || 0;
      let mustStart = anchor - remaining;
      if (story.hitTime !== null) {
        mustStart = nearestTo(hitOfDay(story.hitTime), mustStart);
        anchor = mustStart;
        remaining = 0;
      }
      result[story.id] = wrap(mustStart);
    }
    if (block.hitTime !== null) {
      anchor = nearestTo(hitOfDay(block.hitTime), anchor - remaining);
      remaining = 0;
    }
  }
  return result;
}

/** What a hit's difference asks: under a second either way is on time. */
export function hitAdvice(diffMs: number): HitAdvice {
  const ms = Math.abs(diffMs);
  if (ms < 1000) return { kind: 'onTime', ms: 0 };
  return { kind: diffMs < 0 ? 'cut' : 'fill', ms };
}

/** The first hit still ahead (not past), or null: what "to the next hit" counts to. */
export function nextHit(hits: readonly HitTiming[]): HitTiming | null {
  return hits.find((hit) => !hit.isPast) ?? null;
}
