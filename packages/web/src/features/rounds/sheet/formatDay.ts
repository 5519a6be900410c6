import type { Locale } from '@newsroom/domain';
import { formatDate } from '../../../shared/i18n';

/** A `YYYY-MM-DD` newsroom day in the locale's date pattern. */
export function formatDay(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatDate(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), locale);
}
