import * as rrule from 'rrule';
import type { Options, RRule as Rule, Weekday } from 'rrule';
import { addDaysToDate, zonedTimestamp } from '../platform/calendarDate';
import { recurrenceSchema, type Frequency, type Recurrence } from './calendar';
import { mayHappen } from './ruleFeasibility';

// rrule ships ESM for bundlers (vite, esbuild) and a UMD file for Node's own loader (the bench
// runs the sources), whose names Node finds only under `default`.
const { RRule } =
  'RRule' in rrule ? rrule : (rrule as unknown as { default: typeof rrule }).default;

/**
 * When a calendar event happens (spec 2 §9). Times are floating wall-clock times of the
 * newsroom: inside rrule they are read as UTC (so no offset change can move them) and each
 * occurrence becomes an instant only at the end, with the zone. A weekly 19:00 meeting is 19:00
 * local before and after daylight saving. A rule rrule cannot read (an unknown frequency, a bad
 * date) answers no occurrence: the caller logs it, the views stay up.
 */

/** What of an event decides when it happens. */
export type RecurringEvent = Recurrence & {
  allDay: boolean;
  /** `YYYY-MM-DD` (all-day) or `YYYY-MM-DDTHH:mm`. */
  startDate: string;
  endDate: string;
};

/** One occurrence's wall-clock times (dates for all-day events, end inclusive). */
export interface OccurrenceTimes {
  start: string;
  end: string;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** No view asks for more; a rule that would give more is cut here. */
const MAX_OCCURRENCES = 2_000;

const RRULE_FREQUENCY: Record<Frequency, number> = {
  FREQ_DAILY: RRule.DAILY,
  FREQ_WEEKLY: RRule.WEEKLY,
  FREQ_MONTHLY: RRule.MONTHLY,
  FREQ_YEARLY: RRule.YEARLY,
};
/** rrule's weekdays by our numbering (0 Sunday … 6 Saturday). */
const WEEKDAYS: readonly Weekday[] = [
  RRule.SU,
  RRule.MO,
  RRule.TU,
  RRule.WE,
  RRule.TH,
  RRule.FR,
  RRule.SA,
];

/** A wall-clock time or date as a floating Date (its UTC fields are the wall clock); null if invalid. */
export function floatingWall(wall: string): Date | null {
  const match = WALL.exec(wall);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0'] = match;
  const date = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi));
  // Date.UTC rolls 2019-02-30 over to March: such a date is not one.
  if (date.getUTCMonth() !== +mo! - 1 || date.getUTCDate() !== +d! || +h > 23 || +mi > 59) {
    return null;
  }
  return date;
}

/** A floating Date back as wall-clock text, a date for all-day events. */
export function wallOf(date: Date, allDay: boolean): string {
  const iso = date.toISOString();
  return allDay ? iso.slice(0, 10) : iso.slice(0, 16);
}

/** The instant a wall-clock time (or a date's midnight) is in the zone. */
export function instantOf(timeZone: string, wall: string): Date {
  const [date = '', time = '00:00'] = wall.split('T');
  return new Date(zonedTimestamp(timeZone, date, time));
}

/** How long an occurrence lasts, in floating ms (all-day: the days it covers less one). */
function spanMs(event: RecurringEvent): number | null {
  const start = floatingWall(event.startDate);
  const end = floatingWall(event.endDate);
  if (!start || !end) return null;
  return Math.max(0, end.getTime() - start.getTime());
}

/** The rrule of a repeating event; null for a single event or a rule it cannot read. */
export function ruleOf(event: RecurringEvent): Rule | null {
  if (event.frequency === null) return null;
  // A row stored by hand, or by an older version, may hold anything: read only what the schema allows.
  const read = recurrenceSchema.safeParse(event);
  const dtstart = floatingWall(event.startDate);
  if (!read.success || !dtstart) return null;
  const rule = read.data;
  const until = rule.repeatUtil ? floatingWall(rule.repeatUtil) : null;
  if ((rule.repeatUtil && !until) || !mayHappen(rule, dtstart)) return null;
  const options: Partial<Options> = {
    freq: RRULE_FREQUENCY[rule.frequency!],
    interval: rule.interval,
    dtstart,
    // The end date is inclusive: its last minute still counts.
    until: until ? new Date(until.getTime() + DAY_MS - MINUTE_MS) : null,
    count: rule.repeatCount,
  };
  if (rule.repeatByMonthDay.length) options.bymonthday = rule.repeatByMonthDay;
  if (rule.repeatByMonth.length) options.bymonth = rule.repeatByMonth;
  if (rule.repetitions.length) {
    options.byweekday = rule.repetitions.map(({ dayOrder, value }) => {
      const day = WEEKDAYS[value]!;
      return dayOrder === null ? day : day.nth(dayOrder);
    });
  }
  try {
    return new RRule(options);
  } catch {
    return null;
  }
}

/** Whether the event repeats by a rule that can be read (false for a broken one). */
export function isRecurring(event: RecurringEvent): boolean {
  return ruleOf(event) !== null;
}

/**
 * The starts of an event (floating) between two floating instants, inclusive, exclusions left
 * out; a single event's start when it falls in between. Empty for a rule that cannot be read.
 */
function startsBetween(event: RecurringEvent, from: Date, to: Date): Date[] {
  if (event.frequency === null) {
    const start = floatingWall(event.startDate);
    return start && start >= from && start <= to ? [start] : [];
  }
  const rule = ruleOf(event);
  if (!rule) return [];
  const excluded = new Set(event.exDates);
  try {
    return rule
      .between(from, to, true, (_date, index) => index < MAX_OCCURRENCES)
      .filter((start) => !excluded.has(start.toISOString().slice(0, 10)));
  } catch {
    return [];
  }
}

/**
 * The occurrences of an event that touch the days `from`…`to` (inclusive, `YYYY-MM-DD`), in
 * order; an occurrence that began before `from` and still runs is included.
 */
export function occurrencesBetween(
  event: RecurringEvent,
  from: string,
  to: string,
): OccurrenceTimes[] {
  const span = spanMs(event);
  const first = floatingWall(from);
  const last = floatingWall(to);
  if (span === null || !first || !last) return [];
  const starts = startsBetween(
    event,
    new Date(first.getTime() - span),
    new Date(last.getTime() + DAY_MS - MINUTE_MS),
  );
  return starts.map((start) => ({
    start: wallOf(start, event.allDay),
    end: wallOf(new Date(start.getTime() + span), event.allDay),
  }));
}

/**
 * How far from a given instant the next or previous occurrence is looked for: beyond the 8 years
 * between two 29 Februaries, and short enough that a rule that never matches (30 February
 * daily) is given up in milliseconds rather than walked to the year 9999.
 */
const HORIZON_MS = 10 * 366 * DAY_MS;

const dayOf = (start: Date) => start.toISOString().slice(0, 10);

/** The first start of the event at or after a floating instant (exclusions skipped), or null. */
export function startAtOrAfter(event: RecurringEvent, after: Date): Date | null {
  if (event.frequency === null) {
    const start = floatingWall(event.startDate);
    return start && start >= after ? start : null;
  }
  const rule = ruleOf(event);
  if (!rule) return null;
  const excluded = new Set(event.exDates);
  let found: Date | null = null;
  try {
    rule.between(after, new Date(after.getTime() + HORIZON_MS), true, (start) => {
      if (excluded.has(dayOf(start))) return true;
      found = start;
      return false;
    });
  } catch {
    return null;
  }
  return found;
}

/** The last start of the event at or before a floating instant (exclusions skipped), or null. */
export function startAtOrBefore(event: RecurringEvent, before: Date): Date | null {
  if (event.frequency === null) {
    const start = floatingWall(event.startDate);
    return start && start <= before ? start : null;
  }
  // Growing windows: a near one holds few starts even for a daily rule (results are capped).
  for (const back of [40 * DAY_MS, 400 * DAY_MS, HORIZON_MS]) {
    const last = startsBetween(event, new Date(before.getTime() - back), before).at(-1);
    if (last) return last;
  }
  return null;
}

/** Whether the event has an occurrence starting at this wall-clock time (or date). */
export function hasOccurrence(event: RecurringEvent, occurrence: string): boolean {
  const at = floatingWall(occurrence);
  if (!at) return false;
  return startAtOrAfter(event, at)?.getTime() === at.getTime();
}

/** How many occurrences start before a floating instant (for splitting a counted series). */
export function countBefore(event: RecurringEvent, before: Date): number {
  const rule = ruleOf(event);
  const start = floatingWall(event.startDate);
  if (!rule || !start) return 0;
  // Exclusions count too (RFC 5545 COUNT counts what the rule makes, before EXDATE removes).
  return rule.between(new Date(start.getTime() - MINUTE_MS), before, false).length;
}

/** The day before a date (`YYYY-MM-DD`). */
export const dayBefore = (date: string): string => addDaysToDate(date, -1);
