import { timeOfDayInZone } from '../platform/calendarDate';
import { DAY_MS } from '../platform/time';
import { backTimesToHits, computeHits, type OnAirReference } from './hitTiming';
import type { Block, Rundown, RundownTiming } from './rundown';

/**
 * Rundown timing: the summary durations of spec 1 §3 plus back-times, over/under and the
 * on-air countdown, computed from a rundown and the current instant (never the clock).
 *
 * Pitfalls:
 * - Standby is excluded everywhere: blocks put on standby (`standBy`) and the fixed Standby
 *   block (`isStandbyBlock`) contribute neither their stories nor their commercial break.
 * - A show may cross midnight: an end earlier than the start means the next day
 *   (22:30 → 00:30 lasts two hours). An end equal to the start is a zero-length show.
 * - Absent numbers count as 0; `productionMs` null means "duration − commercials".
 * - "Not displayed" means displayStatus ≠ 'stop': an item on air (play) still counts.
 * - Times of day (back-times, end estimate) are ms since midnight in [0, 24 h); durations
 *   and differences are signed (negative = over).
 * - Back-times count to the next hard hit, then to the show end (hitTiming.ts).
 */

/** What timing needs besides the rundown and the instant. */
export interface TimingOptions {
  /** The newsroom's zone: places the on-air start on the clock for the hits; absent = unknown. */
  timeZone?: string | null;
}

/** `HH:mm` or `HH:mm:ss` → ms since midnight. */
export function timeOfDayToMs(value: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = value.split(':').map((part) => Number(part) || 0);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** Ms since midnight (any integer, wrapped into one day) → `HH:mm:ss`. */
export function msToTimeOfDay(ms: number): string {
  return formatHms(wrapDay(ms));
}

/**
 * A signed duration → `HH:mm:ss`, prefixed with `-` when at least a whole second negative (an
 * overrun of 0.3 s reads 00:00:00, never -00:00:00); hours may exceed 23.
 */
export function formatDurationMs(ms: number): string {
  return (ms <= -1000 ? '-' : '') + formatHms(Math.abs(ms));
}

/** end − start of a show, crossing midnight when the end is earlier. */
export function showDurationMs(start: string, end: string): number {
  const difference = timeOfDayToMs(end) - timeOfDayToMs(start);
  return difference < 0 ? difference + DAY_MS : difference;
}

/** True for a block whose stories and break count in no sum: on standby or the Standby block. */
export function isStandby(block: Pick<Block, 'standBy' | 'isStandbyBlock'>): boolean {
  return block.standBy || block.isStandbyBlock;
}

/** Blocks or stories in running order (by index; the array order breaks ties). */
export function byIndex<T extends { index: number }>(items: readonly T[]): T[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => a.item.index - b.item.index || a.position - b.position)
    .map(({ item }) => item);
}

/** Computes every summary field of a rundown; see {@link RundownTiming} for each meaning. */
export function computeTiming(
  rundown: Rundown,
  now: Date,
  options: TimingOptions = {},
): RundownTiming {
  const duration = showDurationMs(rundown.start, rundown.end);
  const counted = byIndex(rundown.blocks)
    .filter((block) => !isStandby(block))
    .map((block) => ({ ...block, stories: byIndex(block.stories) }));

  let commercialTotal = 0;
  let approvedProduction = 0;
  let fullEstimated = 0;
  let fullProduction = 0;
  let notDisplayedCommercial = 0;
  let notDisplayedProduction = 0;
  let notDisplayedApprovedProduction = 0;
  for (const block of counted) {
    const commercialMs = block.commercialMs || 0;
    commercialTotal += commercialMs;
    if (block.displayStatus !== 'stop') notDisplayedCommercial += commercialMs;
    for (const story of block.stories) {
      const totalMs = story.totalMs || 0;
      fullEstimated += story.estimatedMs || 0;
      fullProduction += totalMs;
      if (story.approved) approvedProduction += totalMs;
      if (story.displayStatus !== 'stop') {
        notDisplayedProduction += totalMs;
        if (story.approved) notDisplayedApprovedProduction += totalMs;
      }
    }
  }

  const production = rundown.productionMs ?? duration - commercialTotal;
  const approvedTotal = approvedProduction + commercialTotal;
  const fullTotal = fullProduction + commercialTotal;
  const fullDiff = duration - fullTotal;
  const startMs = timeOfDayToMs(rundown.start);

  return {
    duration,
    commercialTotal,
    production,
    approvedProduction,
    approvedTotal,
    fullEstimated,
    fullProduction,
    fullTotal,
    approvedDiff: duration - approvedTotal,
    fullDiff,
    productionApprovedDiff: production - approvedProduction,
    productionFullDiff: production - fullProduction,
    notDisplayedCommercial,
    notDisplayedProduction,
    notDisplayedApprovedProduction,
    backTime: backTimesToHits(counted, startMs + duration),
    overUnderMs: fullDiff,
    onAirRemainingMs: rundown.onAir
      ? Date.parse(rundown.onAir.start) + (rundown.onAir.totalMs || 0) - now.getTime()
      : null,
    endEstimate: wrapDay(startMs + fullTotal),
    hits: computeHits(counted, startMs, onAirReference(rundown, options.timeZone)),
  };
}

function onAirReference(
  rundown: Rundown,
  timeZone: string | null | undefined,
): OnAirReference | null {
  const marker = rundown.onAir;
  if (!marker) return null;
  const startOfDayMs = timeZone ? timeOfDayInZone(timeZone, new Date(marker.start)) : null;
  return { entity: marker.entity, id: marker.id, startOfDayMs };
}

function wrapDay(ms: number): number {
  return ((ms % DAY_MS) + DAY_MS) % DAY_MS;
}

function formatHms(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
