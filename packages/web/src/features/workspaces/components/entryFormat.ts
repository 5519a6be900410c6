import type { Locale } from '@newsroom/domain';
import { formatDateTime, languageTag } from '../../../shared/i18n';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** A size in bytes, kilobytes or megabytes with the language's digits and units. */
export function formatSize(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= MEGABYTE
      ? [bytes / MEGABYTE, 'megabyte']
      : bytes >= KILOBYTE
        ? [bytes / KILOBYTE, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(languageTag(locale), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A store's date as the language writes dates and times; empty when the store gave none. */
export function formatModified(iso: string | null, locale: Locale): string {
  return iso ? formatDateTime(new Date(iso), locale) : '';
}
