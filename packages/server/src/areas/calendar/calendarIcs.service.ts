import { CALENDAR_RULES, DomainError } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/refusals';
import { calendarToIcs, icsToInputs } from './calendar.ics';
import { presentEvent } from './calendar.presenter';
import { calendarRepository, type CalendarRow } from './calendar.repository';
import { seenCalendar } from './calendars.service';
import { createEvents } from './calendarEvents.service';

/** A calendar as an iCalendar file: downloaded, imported, or served on its secret feed. */

async function icsOf(platform: Platform, calendar: CalendarRow): Promise<string> {
  const rows = await calendarRepository.events.ofCalendars(platform.database.db, [calendar.id]);
  return calendarToIcs(
    calendar.name,
    rows.map(presentEvent),
    platform.config.newsroomTimeZone,
    platform.clock(),
  );
}

/** GET /calendars/{id}/ics: a calendar the actor sees, with its name for the file. */
export async function exportCalendar(platform: Platform, actor: Actor, id: number) {
  const calendar = await seenCalendar(platform.database.db, actor, id);
  return { name: calendar.name, text: await icsOf(platform, calendar) };
}

/** GET /calendars/feed/{token}.ics: the calendar whose feed has this secret (404 once revoked). */
export async function calendarFeed(platform: Platform, token: string): Promise<string> {
  const calendar = await calendarRepository.findByFeedToken(platform.database.db, token);
  if (!calendar) throw notFound();
  return icsOf(platform, calendar);
}

/**
 * POST /calendars/{id}/import: the events of an iCalendar file into a calendar the actor writes
 * in, all or none. 400 `calendar:icsEmpty` when the file holds no event that can be ours.
 */
export async function importCalendar(platform: Platform, actor: Actor, id: number, text: string) {
  const read = icsToInputs(text, id, platform.config.newsroomTimeZone);
  if (!read || read.inputs.length === 0) {
    throw new DomainError('validation_failed', CALENDAR_RULES.icsEmpty);
  }
  const imported = await createEvents(platform, actor, id, read.inputs);
  return { imported, skipped: read.skipped };
}
