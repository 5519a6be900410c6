import { formatDurationMs, type Locale } from '@newsroom/domain';
import { DATE_FORMATS, languageTag } from '../../../shared/i18n';

/** A calendar date (yyyy-mm-dd) as the app writes it in the locale, without the year: 07/03, 03/07. */
export function dayLabel(date: string, locale: Locale): string {
  const [, month = '', day = ''] = date.split('-');
  return DATE_FORMATS[locale]
    .replace(/\W?yyyy\W?/, '')
    .replace('dd', day)
    .replace('MM', month);
}

/** A count in the locale's digits grouping (1.234 or 1,234). */
export function countLabel(value: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale)).format(value);
}

/** Over/under as a signed duration: +00:01:30 over, -00:00:45 under. */
export function overLabel(overMs: number): string {
  return overMs >= 1000 ? `+${formatDurationMs(overMs)}` : formatDurationMs(overMs);
}

/** Over/under in minutes for a chart axis, one decimal. */
export function overMinutes(overMs: number): number {
  return Math.round(overMs / 6000) / 10;
}
