import { addDaysToDate, zonedTimestamp } from '../platform/calendarDate';
import { showDurationMs } from '../rundowns/rundownTiming';
import {
  CHART_KINDS,
  rangeLengthDays,
  type ChartDay,
  type ChartKind,
  type ChartPerson,
  type ChartQuery,
  type Charts,
  type ChartShow,
  type DropReason,
} from './chart';

/**
 * The charts' figures from the counts the database groups (one row per day and kind, per day and
 * reason…): every day of the range filled (zeros included), the kinds, people and shows summed,
 * and each show's over/under. The database buckets instants into newsroom days with the window
 * `rangeInstants` gives; everything else is here so it is tested without a database.
 *
 * Pitfalls: a document without an owner counts in the days and kinds but in no person; a count
 * dated outside the range counts nowhere; a show's plan is its production time, not its length
 * (commercial breaks are not content).
 */

/** Documents of one kind created on one day by one owner, and how many of them are approved. */
export interface CreatedCount {
  date: string;
  kind: ChartKind;
  ownerId: number | null;
  ownerName: string | null;
  created: number;
  approved: number;
}

/** Stories of one owner aired in one day's shows. */
export interface AiredCount {
  date: string;
  ownerId: number | null;
  ownerName: string | null;
  aired: number;
}

/** Stories of one day's rundowns dropped for one reason. */
export interface DroppedCount {
  date: string;
  reason: DropReason;
  count: number;
}

/** Guidelines of one day by their end state. */
export interface GuidelineCount {
  date: string;
  covered: number;
  interrupted: number;
}

/** One aired edition of a show: its schedule, planned production and aired stories' time. */
export interface AiredEdition {
  programId: number;
  name: string;
  /** Scheduled start and end (HH:mm:ss; an earlier end crosses midnight). */
  start: string;
  end: string;
  /** Planned production time; null = show length minus the counted commercial breaks. */
  productionMs: number | null;
  /** Σ commercial breaks of the blocks not on standby. */
  commercialMs: number;
  airedMs: number;
}

/** What the repository counts for one query. */
export interface ChartCounts {
  created: readonly CreatedCount[];
  aired: readonly AiredCount[];
  dropped: readonly DroppedCount[];
  guidelines: readonly GuidelineCount[];
  editions: readonly AiredEdition[];
}

/**
 * The instants a range of newsroom days covers, [start, end): from midnight of `from` to midnight
 * after `to` in the newsroom's time zone (a day of a daylight-saving change lasts 23 or 25 h).
 */
export function rangeInstants(
  timeZone: string,
  from: string,
  to: string,
): { start: string; end: string } {
  return {
    start: zonedTimestamp(timeZone, from, '00:00'),
    end: zonedTimestamp(timeZone, addDaysToDate(to, 1), '00:00'),
  };
}

/** Every calendar date from `from` to `to`, both included. */
export function rangeDates(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, rangeLengthDays(from, to)) }, (_, index) =>
    addDaysToDate(from, index),
  );
}

/** The production time an edition planned: its own, or its length minus commercial breaks. */
export function plannedProductionMs(
  edition: Pick<AiredEdition, 'start' | 'end' | 'productionMs' | 'commercialMs'>,
): number {
  return edition.productionMs ?? showDurationMs(edition.start, edition.end) - edition.commercialMs;
}

/** Over/under of a show: aired minus planned (positive = ran long, negative = short). */
export function overMs(airedMs: number, plannedMs: number): number {
  return airedMs - plannedMs;
}

function emptyDay(date: string): ChartDay {
  return {
    date,
    created: 0,
    createdByKind: { assignment: 0, newsReport: 0, story: 0, report: 0, post: 0 },
    approved: 0,
    aired: 0,
    dropped: { deleted: 0, toDrawer: 0, notAired: 0 },
    covered: 0,
    interrupted: 0,
  };
}

function showsOf(editions: readonly AiredEdition[]): ChartShow[] {
  const shows = new Map<number, ChartShow>();
  for (const edition of editions) {
    const show = shows.get(edition.programId) ?? {
      programId: edition.programId,
      name: edition.name,
      editions: 0,
      plannedMs: 0,
      airedMs: 0,
      overMs: 0,
    };
    show.editions += 1;
    show.plannedMs += plannedProductionMs(edition);
    show.airedMs += edition.airedMs;
    show.overMs = overMs(show.airedMs, show.plannedMs);
    shows.set(edition.programId, show);
  }
  return [...shows.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** The answer of GET /charts from the repository's counts. */
export function chartFigures(query: Pick<ChartQuery, 'from' | 'to'>, counts: ChartCounts): Charts {
  const days = new Map(rangeDates(query.from, query.to).map((date) => [date, emptyDay(date)]));
  const kinds = new Map(
    CHART_KINDS.map((kind) => [kind, { kind, created: 0, approved: 0, aired: 0 }]),
  );
  const people = new Map<number, ChartPerson>();
  const person = (id: number | null, name: string | null): ChartPerson | null => {
    if (id === null) return null;
    const found = people.get(id) ?? {
      userId: id,
      name: name ?? '',
      created: 0,
      approved: 0,
      aired: 0,
    };
    people.set(id, found);
    return found;
  };

  for (const row of counts.created) {
    const day = days.get(row.date);
    if (!day) continue;
    day.createdByKind[row.kind] += row.created;
    for (const target of [day, kinds.get(row.kind), person(row.ownerId, row.ownerName)]) {
      if (!target) continue;
      target.created += row.created;
      target.approved += row.approved;
    }
  }
  for (const row of counts.aired) {
    const day = days.get(row.date);
    if (!day) continue;
    for (const target of [day, kinds.get('story'), person(row.ownerId, row.ownerName)]) {
      if (target) target.aired += row.aired;
    }
  }
  for (const row of counts.dropped) {
    const day = days.get(row.date);
    if (day) day.dropped[row.reason] += row.count;
  }
  for (const row of counts.guidelines) {
    const day = days.get(row.date);
    if (!day) continue;
    day.covered += row.covered;
    day.interrupted += row.interrupted;
  }

  return {
    from: query.from,
    to: query.to,
    days: [...days.values()],
    kinds: [...kinds.values()],
    people: [...people.values()].sort(
      (a, b) => b.created - a.created || a.name.localeCompare(b.name, 'pt-BR'),
    ),
    shows: showsOf(counts.editions),
  };
}
