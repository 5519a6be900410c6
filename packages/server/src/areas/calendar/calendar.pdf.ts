import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_TEXT, type CalendarEventsQuery, type Locale } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { listPdf } from '../../platform/pdf/listPdf';
import { longDay, shortWallClock } from '../../platform/pdf/pdfDates';
import { exportFileName } from '../../platform/pdf/pdfReply';
import { listOccurrences } from './calendarEvents.service';
import { occurrenceRange } from './occurrenceRange';

/**
 * GET /calendars/events/pdf (spec 1 §7 "calendar"): the occurrences of a range in the calendars
 * the reader sees, by start — when, event, place — cut at the list limit.
 */
export async function calendarPdf(
  platform: Platform,
  actor: Actor,
  query: CalendarEventsQuery,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; pdf: Buffer }> {
  const range = occurrenceRange(query);
  const occurrences = await listOccurrences(platform, actor, query, log);
  const text = EXPORT_TEXT[locale];
  const { labels } = text;
  const when = (start: string, end: string, allDay: boolean) => {
    const span =
      start === end
        ? shortWallClock(start, locale)
        : `${shortWallClock(start, locale)} – ${shortWallClock(end, locale)}`;
    return allDay ? `${span} (${labels.allDay})` : span;
  };
  const pdf = await listPdf({
    title: text.areaNames.calendar,
    generatedLine: `${longDay(range.from, locale)} – ${longDay(range.to, locale)}`,
    header: [labels.when, labels.event, labels.local],
    rows: [...occurrences]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((occurrence) => [
        when(occurrence.start, occurrence.end, occurrence.allDay),
        occurrence.name,
        occurrence.location,
      ]),
    firstColumnWidth: 170,
    pageOf: text.pageOf,
    shown: text.shown,
  });
  return { fileName: exportFileName(text.fileNames.calendar, `${range.from}-${range.to}`), pdf };
}
