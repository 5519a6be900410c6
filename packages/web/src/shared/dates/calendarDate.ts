/**
 * `YYYY-MM-DD` calendar dates of the document areas (guidelines, checklists, reportages): day
 * navigation, today in the newsroom's time zone and the `dd/mm/yyyy` display of lists.
 */

/** The date `days` after (or before, when negative) `date` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * Today (`YYYY-MM-DD`) in the newsroom's time zone (GET /api/branch/config `timeZone`), the
 * browser's while it is unknown or not a zone the browser knows.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  if (!timeZone) return local;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return local;
  }
}

/** `dd/mm/yyyy` of a `YYYY-MM-DD` date ('' for null). */
export function displayDate(date: string | null): string {
  return date ? date.split('-').reverse().join('/') : '';
}

/** `HH:mm` of a `HH:mm[:ss]` time ('' for null). */
export function displayTime(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}

/** Whether a string is a `YYYY-MM-DD` date. */
export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
