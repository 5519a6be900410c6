/** `YYYY-MM-DD` arithmetic for the day navigation (calendar days, no time zone involved). */

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * Today (`YYYY-MM-DD`) in the newsroom's time zone (GET /api/branch/config `timeZone`), the
 * browser's while it is unknown.
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
