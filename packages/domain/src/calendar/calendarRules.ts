import { ruleViolation } from '../platform/errors';
import { CALENDAR_RULES, NO_RECURRENCE, type EditScope } from './calendar';
import {
  countBefore,
  dayBefore,
  floatingWall,
  hasOccurrence,
  instantOf,
  startAtOrAfter,
  startAtOrBefore,
  wallOf,
  type RecurringEvent,
} from './recurrence';

/**
 * Edits of calendar events (spec 2 §9): times made consistent, and a change to one occurrence or
 * to it and the following split off the series the way calendar programs do — "this occurrence"
 * excludes its date from the series and adds a single event; "this and following" ends the series
 * the day before and starts a new one there; "all" changes the series. Pitfall: a counted series
 * split in two keeps its total (the new one takes what is left of the count).
 */

const MINUTE_MS = 60_000;

/** The wall-clock times the event's kind takes: dates for all-day events, times otherwise. */
export function normaliseEventTimes<T extends RecurringEvent>(event: T): T {
  const fit = (wall: string) =>
    event.allDay ? wall.slice(0, 10) : wall.length === 10 ? `${wall}T00:00` : wall;
  return { ...event, startDate: fit(event.startDate), endDate: fit(event.endDate) };
}

/** The message key refusing the event's times, or null when they hold (end ≥ start). */
export function eventTimesError(event: RecurringEvent): string | null {
  const start = floatingWall(event.startDate);
  const end = floatingWall(event.endDate);
  if (!start || !end || end < start) return CALENDAR_RULES.endBeforeStart;
  return null;
}

/** An event that happens once. */
function single<T extends RecurringEvent>(event: T): T {
  return { ...event, ...NO_RECURRENCE };
}

/** The series cut to the occurrences before `occurrence` (`before` of them). */
function endedBefore<T extends RecurringEvent>(series: T, occurrence: string, before: number): T {
  const date = occurrence.slice(0, 10);
  return {
    ...series,
    repeatUtil: series.repeatCount === null ? dayBefore(date) : null,
    repeatCount: series.repeatCount === null ? null : before,
    exDates: series.exDates.filter((exDate) => exDate < date),
  };
}

/** What an edit does: the series changed, and maybe a new event (split from it) to create. */
export interface EditPlan<T> {
  /** The series as it is after the edit. */
  series: T;
  /** A new event split from the series (it records the series as its `seriesId`). */
  created: T | null;
}

/**
 * Applies an edit of `series`. `edited` is the event as the form sends it: when `occurrence`
 * (the original start of the occurrence edited) is given, its times are that occurrence's.
 * "all" with an occurrence moves the whole series by as much as that occurrence moved.
 * A scoped edit that names no occurrence of the series is refused (422 `calendar:noSuchOccurrence`).
 */
export function planEdit<T extends RecurringEvent>(
  series: T,
  edited: T,
  scope: EditScope,
  occurrence: string | null,
): EditPlan<T> {
  if (series.frequency === null || (scope === 'all' && occurrence === null)) {
    return { series: edited, created: null };
  }
  if (occurrence === null || !hasOccurrence(series, occurrence))
    throw ruleViolation(CALENDAR_RULES.noSuchOccurrence);
  const at = floatingWall(occurrence)!;
  if (scope === 'all') {
    // The edited times were the occurrence's: the series moves as much, and takes their length.
    const moved = floatingWall(edited.startDate)!.getTime() - at.getTime();
    const length =
      floatingWall(edited.endDate)!.getTime() - floatingWall(edited.startDate)!.getTime();
    const start = floatingWall(series.startDate)!.getTime() + moved;
    const startDate = wallOf(new Date(start), edited.allDay);
    const endDate = wallOf(new Date(start + length), edited.allDay);
    return { series: { ...edited, startDate, endDate }, created: null };
  }
  const date = occurrence.slice(0, 10);
  if (scope === 'occurrence') {
    return {
      series: { ...series, exDates: [...new Set([...series.exDates, date])].sort() },
      created: single(edited),
    };
  }
  const before = countBefore(series, at);
  if (before === 0) return { series: edited, created: null };
  const rest =
    series.repeatCount !== null && edited.repeatCount === series.repeatCount
      ? Math.max(1, series.repeatCount - before)
      : edited.repeatCount;
  return {
    series: endedBefore(series, occurrence, before),
    created: {
      ...edited,
      repeatCount: rest,
      exDates: edited.exDates.filter((exDate) => exDate >= date),
    },
  };
}

/** What a removal does: the series changed, or removed whole (null). */
export function planRemoval<T extends RecurringEvent>(
  series: T,
  scope: EditScope,
  occurrence: string | null,
): T | null {
  if (series.frequency === null || scope === 'all') return null;
  if (occurrence === null || !hasOccurrence(series, occurrence))
    throw ruleViolation(CALENDAR_RULES.noSuchOccurrence);
  const date = occurrence.slice(0, 10);
  if (scope === 'occurrence') {
    return { ...series, exDates: [...new Set([...series.exDates, date])].sort() };
  }
  const before = countBefore(series, floatingWall(occurrence)!);
  return before === 0 ? null : endedBefore(series, occurrence, before);
}

/** A reminder's firing: the occurrence it is about and when it fires. */
export interface ReminderFiring {
  /** The occurrence's wall-clock start (a date for all-day events). */
  occurrence: string;
  fireAt: Date;
}

const firing = (event: RecurringEvent, start: Date, minutesBefore: number, timeZone: string) => {
  const occurrence = wallOf(start, event.allDay);
  const fireAt = new Date(instantOf(timeZone, occurrence).getTime() - minutesBefore * MINUTE_MS);
  return { occurrence, fireAt };
};

/** A day, as margin between an instant and the wall clock of any zone (offsets stay under 15 h). */
const DAY_MS = 86_400_000;

/**
 * The next firing of a reminder `minutesBefore` each occurrence, strictly after `after`; null
 * when no occurrence is left. All-day occurrences start at midnight in the zone.
 */
export function nextReminder(
  event: RecurringEvent,
  minutesBefore: number,
  after: Date,
  timeZone: string,
): ReminderFiring | null {
  let cursor = new Date(after.getTime() + minutesBefore * MINUTE_MS - DAY_MS);
  for (let i = 0; i < 10; i += 1) {
    const start = startAtOrAfter(event, cursor);
    if (!start) return null;
    const next = firing(event, start, minutesBefore, timeZone);
    if (next.fireAt > after) return next;
    cursor = new Date(start.getTime() + MINUTE_MS);
  }
  return null;
}

/**
 * The most recent firing of a reminder due at `now` and not before `since` (a task that ran late
 * fires once, for the last occurrence it missed); null when none is due in between.
 */
export function dueReminder(
  event: RecurringEvent,
  minutesBefore: number,
  since: Date,
  now: Date,
  timeZone: string,
): ReminderFiring | null {
  let cursor = new Date(now.getTime() + minutesBefore * MINUTE_MS + DAY_MS);
  for (let i = 0; i < 10; i += 1) {
    const start = startAtOrBefore(event, cursor);
    if (!start) return null;
    const due = firing(event, start, minutesBefore, timeZone);
    if (due.fireAt <= now) return due.fireAt >= since ? due : null;
    cursor = new Date(start.getTime() - MINUTE_MS);
  }
  return null;
}
