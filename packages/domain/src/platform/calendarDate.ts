/**
 * Calendar dates (`YYYY-MM-DD`) and "today in the newsroom": the newsroom's day is the date in
 * its IANA time zone (NEWSROOM_TIME_ZONE on the server, GET /api/branch/config `timeZone` on the
 * web), never the date of the machine that happens to ask.
 */

/** The formats the functions below read parts from, by kind. */
const FORMATS = {
  date: { locale: 'en-CA', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
  time: {
    locale: 'en-US',
    options: { hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  },
  dateTime: {
    locale: 'en-US',
    options: {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  },
} satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per kind and zone, built once: building an Intl.DateTimeFormat costs far more
 * than formatting with it, and every rundown mutation's edit-window check formats several times
 * (issue 27). Throws a RangeError for a zone this runtime does not know, as the constructor does.
 */
function formatterOf(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { locale, options } = FORMATS[kind];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar date of an instant in an IANA time zone; null for a zone this runtime does not know. */
export function dateInZone(timeZone: string, at: Date): string | null {
  try {
    const parts = formatterOf('date', timeZone).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return null;
  }
}

/** The time of day of an instant in an IANA zone, in ms since midnight; null for an unknown zone. */
export function timeOfDayInZone(timeZone: string, at: Date): number | null {
  try {
    const parts = formatterOf('time', timeZone).formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  } catch {
    return null;
  }
}

/** The local calendar date of an instant (the fallback while the newsroom's zone is unknown). */
export function localDate(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Today in the newsroom at `now`: the date in its time zone, or the local date while the zone is
 * unknown (not loaded yet, or not one this runtime knows).
 */
export function newsroomToday(timeZone: string | null | undefined, now: Date): string {
  return (timeZone ? dateInZone(timeZone, now) : null) ?? localDate(now);
}

/** The date `days` after (before, when negative) a calendar date; no time zone is involved. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** Minutes a zone is ahead of UTC at an instant (negative west of Greenwich). */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = formatterOf('dateTime', timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock date and time (`HH:mm` or `HH:mm:ss`) in an IANA zone written as an ISO 8601
 * timestamp with that zone's offset on that day, e.g. `2026-11-27T12:00:00-03:00` (a time skipped
 * by a daylight-saving change keeps one of the offsets around it).
 */
export function zonedTimestamp(timeZone: string, date: string, time: string): string {
  const key = `${timeZone} ${date} ${time}`;
  let written = zonedTimestamps.get(key);
  if (written === undefined) {
    // Formatting parts three times costs ~0.1 ms; every rundown edit asks for the same few times.
    if (zonedTimestamps.size >= ZONED_TIMESTAMPS_KEPT) zonedTimestamps.clear();
    written = writeZonedTimestamp(timeZone, date, time);
    zonedTimestamps.set(key, written);
  }
  return written;
}

const ZONED_TIMESTAMPS_KEPT = 1_000;
const zonedTimestamps = new Map<string, string>();

function writeZonedTimestamp(timeZone: string, date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const wall = Date.UTC(
    year ?? 1970,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
  );
  // The zone's offset at the wall time read as UTC is a first guess; the offset at the instant
  // that guess gives settles it (they differ only near a daylight-saving change).
  const guess = offsetMinutes(timeZone, wall);
  const settled = offsetMinutes(timeZone, wall - guess * 60_000);
  const offset = offsetMinutes(timeZone, wall - settled * 60_000) === settled ? settled : guess;
  const pad = (value: number) => String(value).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  const clock = `${pad(hour ?? 0)}:${pad(minute ?? 0)}:${pad(second ?? 0)}`;
  return `${date}T${clock}${sign}${hhmm}`;
}

/** Whether `yyyy-mm-dd` names a day of the calendar (no 0000-00-00, no 30 February). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  );
}
