/**
 * `YYYY-MM-DD` calendar dates of the document areas (assignments, productions, news reports): the
 * `dd/mm/yyyy` display of lists (day arithmetic and the newsroom's today are in the domain).
 */

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
