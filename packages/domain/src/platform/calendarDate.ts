/**
 * Calendar dates (`YYYY-MM-DD`) and "today in the newsroom": the newsroom's day is the date in
 * its IANA time zone (NEWSROOM_TIME_ZONE on the server, GET /api/branch/config `timeZone` on the
 * web), never the date of the machine that happens to ask.
 */

/** The calendar date of an instant in an IANA time zone; null for a zone this runtime does not know. */
export function dateInZone(timeZone: string, at: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
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
