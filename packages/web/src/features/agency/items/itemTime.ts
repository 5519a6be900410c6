import type { Locale } from '@newsroom/domain';
import { formatDate, formatTime } from '../../../shared/i18n/dateFormat';

/**
 * When an item was published, as a wire column shows it: today's items by their time alone
 * (the column is read through the day), older ones with their date.
 */
export function itemTimeLabel(publishedAt: string, now: Date, locale: Locale): string {
  const at = new Date(publishedAt);
  const time = formatTime(at);
  return formatDate(at, locale) === formatDate(now, locale)
    ? time
    : `${formatDate(at, locale)} ${time}`;
}
