import {
  occurrencesBetween,
  recurrenceSchema,
  type Calendar,
  type CalendarCategory,
  type CalendarEvent,
  type Occurrence,
  type Recurrence,
  zonedTimestamp,
} from '@newsroom/domain';
import type { CalendarRow, CategoryRow, EventRow } from './calendar.repository';

/** Rows of calendars as the API answers them. */

export function presentCalendar(row: CalendarRow, favorite: boolean): Calendar {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    color: row.color,
    description: row.description,
    isPrivate: row.isPrivate,
    groupIds: row.groupIds,
    ownerId: row.ownerId,
    favorite,
  };
}

export function presentCategory(row: CategoryRow): CalendarCategory {
  return {
    id: row.id,
    version: row.version,
    calendarId: row.calendarId,
    name: row.name,
    color: row.color,
  };
}

/**
 * The stored recurrence, every field present (a row written before a field existed reads it as
 * the default); the domain's rules refuse what still does not make sense.
 */
export function recurrenceOf(row: Pick<EventRow, 'recurrence'>): Recurrence {
  return { ...recurrenceSchema.parse({}), ...(row.recurrence as Partial<Recurrence>) };
}

export function presentEvent(row: EventRow): CalendarEvent {
  return {
    ...recurrenceOf(row),
    id: row.id,
    version: row.version,
    calendarId: row.calendarId,
    categoryId: row.categoryId,
    seriesId: row.seriesId,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    startDate: row.startDate,
    endDate: row.endDate,
    reminders: row.reminders,
    link: row.link ?? null,
  };
}

/** The occurrences of an event touching `from`…`to`, drawn in its category's or calendar's colour. */
export function presentOccurrences(
  event: CalendarEvent,
  color: string,
  range: { from: string; to: string },
  timeZone: string,
): Occurrence[] {
  return occurrencesBetween(event, range.from, range.to).map(({ start, end }) => ({
    eventId: event.id,
    calendarId: event.calendarId,
    categoryId: event.categoryId,
    name: event.name,
    location: event.location,
    allDay: event.allDay,
    start,
    end,
    startsAt: zonedTimestamp(timeZone, start.slice(0, 10), start.slice(11) || '00:00'),
    occurrence: start,
    recurring: event.frequency !== null,
    color,
    hasReminders: event.reminders.length > 0,
  }));
}
