import type { Locale } from '@newsroom/domain';

/** Date patterns per language (spec 1 §9): month first in English, day first otherwise. */
export const DATE_FORMATS: Record<Locale, string> = {
  en_US: 'MM/dd/yyyy',
  pt_BR: 'dd/MM/yyyy',
  es_ES: 'dd/MM/yyyy',
};

/** The same patterns in the dayjs/antd DatePicker notation. */
export const PICKER_DATE_FORMATS: Record<Locale, string> = {
  en_US: 'MM/DD/YYYY',
  pt_BR: 'DD/MM/YYYY',
  es_ES: 'DD/MM/YYYY',
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats the local calendar date of `at` with the locale's pattern. */
export function formatDate(at: Date, locale: Locale): string {
  const day = pad(at.getDate());
  const month = pad(at.getMonth() + 1);
  const year = String(at.getFullYear());
  return DATE_FORMATS[locale].replace('dd', day).replace('MM', month).replace('yyyy', year);
}

/** Formats date and 24-hour local time (HH:mm:ss) of `at`. */
export function formatDateTime(at: Date, locale: Locale): string {
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${formatDate(at, locale)} ${time}`;
}

/** Formats the 24-hour local time (HH:mm) of `at`, the same in every language. */
export function formatTime(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `YYYY-MM-DD` calendar day (a rundown's, a newsroom day) in the locale's date pattern. */
export function formatDay(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatDate(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), locale);
}
