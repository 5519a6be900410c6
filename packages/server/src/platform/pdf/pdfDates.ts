import type { Locale } from '@newsroom/domain';

/** Dates of the PDF exports, written per the reader's language (BCP 47 tag from `pt_BR`). */

const tagOf = (locale: Locale): string => locale.replace('_', '-');

/** A calendar day ("2025-03-12") written out: "quarta-feira, 12 de março de 2025". */
export function longDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A wall-clock day or day and time ("2025-03-12" or "2025-03-12T09:30") in the locale's short form. */
export function shortWallClock(wall: string, locale: Locale): string {
  const [day, time] = wall.split('T');
  const date = new Intl.DateTimeFormat(tagOf(locale), {
    dateStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return time ? `${date} ${time.slice(0, 5)}` : date;
}
