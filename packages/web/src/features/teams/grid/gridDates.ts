import { type Locale } from '@newsroom/domain';
import { formatDate, languageTag } from '../../../shared/i18n';

/** A `YYYY-MM-DD` date as a local Date at midnight (for the locale formatters). */
function localDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A date in the locale's pattern (`12/03/2025`, `03/12/2025`). */
export function displayDay(date: string, locale: Locale): string {
  return formatDate(localDay(date), locale);
}

/** The short weekday of a date in the locale (`qua.`, `Wed`, `mié`). */
export function weekdayOf(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { weekday: 'short' }).format(localDay(date));
}
