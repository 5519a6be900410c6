import type { Locale } from '@newsroom/domain';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in the language's number format: `1,5 MB` in pt_BR, `1.5 MB` in en_US. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale.replace('_', '-'), {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
