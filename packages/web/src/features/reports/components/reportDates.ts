import { currentLocale, formatDate, formatDateTime } from '../../../shared/i18n';

/** A report's day (yyyy-mm-dd) as the user's language writes it; no time zone involved. */
export function reportDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), currentLocale());
}

/** An instant (a last change) in the user's language and the browser's zone. */
export function reportInstant(instant: string): string {
  return formatDateTime(new Date(instant), currentLocale());
}
