import type { Locale } from '@newsroom/domain';
import { languageTag } from './localePreference';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** A file's size in bytes, kilobytes or megabytes, with the language's digits and units. */
export function formatFileSize(bytes: number, locale: Locale): string {
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
