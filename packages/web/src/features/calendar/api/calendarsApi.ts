import { z } from 'zod';
import {
  calendarCategorySchema,
  calendarEventSchema,
  calendarFeedSchema,
  calendarSchema,
  occurrenceSchema,
  type Calendar,
  type CalendarCategory,
  type CalendarCategoryInput,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type CalendarInput,
  type EditScope,
  type Occurrence,
} from '@newsroom/domain';
import { apiRequest, buildUrl } from '../../../shared/api';

/** The days of occurrences asked for, inclusive. */
export interface OccurrenceRange {
  calendarIds: number[];
  from: string;
  to: string;
}

/** Cache keys of the calendar area. */
export const calendarKeys = {
  all: ['calendar'] as const,
  calendars: ['calendar', 'calendars'] as const,
  categories: ['calendar', 'categories'] as const,
  occurrences: ['calendar', 'occurrences'] as const,
  range: (range: OccurrenceRange) => ['calendar', 'occurrences', range] as const,
  events: ['calendar', 'event'] as const,
  event: (id: number) => ['calendar', 'event', id] as const,
};

/** GET /api/calendars: the calendars the user sees. */
export function fetchCalendars(): Promise<Calendar[]> {
  return apiRequest('/api/calendars', { schema: z.array(calendarSchema) });
}

/** POST /api/calendars. */
export function createCalendar(input: CalendarInput): Promise<Calendar> {
  return apiRequest('/api/calendars', { method: 'POST', json: input, schema: calendarSchema });
}

/** PUT /api/calendars/{id} over the version loaded. */
export function saveCalendar(id: number, input: CalendarInput, version: number): Promise<Calendar> {
  return apiRequest(`/api/calendars/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: calendarSchema,
  });
}

/** DELETE /api/calendars/{id} (its owner only). */
export function deleteCalendar(id: number): Promise<void> {
  return apiRequest(`/api/calendars/${id}`, { method: 'DELETE' });
}

/** PATCH /api/calendars/{id}/favorite: the user's own star. */
export function markFavorite(id: number, favorite: boolean): Promise<unknown> {
  return apiRequest(`/api/calendars/${id}/favorite`, { method: 'PATCH', json: { favorite } });
}

/** GET /api/calendars/categories: the categories of the given calendars. */
export function fetchCategories(calendarIds: number[]): Promise<CalendarCategory[]> {
  return apiRequest(buildUrl('/api/calendars/categories', { calendarIds: calendarIds.join(',') }), {
    schema: z.array(calendarCategorySchema),
  });
}

/** POST /api/calendars/categories. */
export function createCategory(input: CalendarCategoryInput): Promise<CalendarCategory> {
  return apiRequest('/api/calendars/categories', {
    method: 'POST',
    json: input,
    schema: calendarCategorySchema,
  });
}

/** PUT /api/calendars/categories/{id} over the version loaded. */
export function saveCategory(
  id: number,
  input: CalendarCategoryInput,
  version: number,
): Promise<CalendarCategory> {
  return apiRequest(`/api/calendars/categories/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: calendarCategorySchema,
  });
}

/** DELETE /api/calendars/categories/{id}: 422 `calendar:categoryInUse` while events use it. */
export function deleteCategory(id: number): Promise<void> {
  return apiRequest(`/api/calendars/categories/${id}`, { method: 'DELETE' });
}

/** GET /api/calendars/events: the occurrences of the calendars between two days. */
export function fetchOccurrences(range: OccurrenceRange): Promise<Occurrence[]> {
  return apiRequest(
    buildUrl('/api/calendars/events', {
      calendarIds: range.calendarIds.join(','),
      from: range.from,
      to: range.to,
    }),
    { schema: z.array(occurrenceSchema) },
  );
}

/** GET /api/calendars/events/{id}: the event (the whole series of a repeating one). */
export function fetchEvent(id: number): Promise<CalendarEvent> {
  return apiRequest(`/api/calendars/events/${id}`, { schema: calendarEventSchema });
}

/** POST /api/calendars/events. */
export function createEvent(input: CalendarEventInput): Promise<CalendarEvent> {
  return apiRequest('/api/calendars/events', {
    method: 'POST',
    json: input,
    schema: calendarEventSchema,
  });
}

/** PUT /api/calendars/events/{id}: 409 `stale_version` with `current` when someone saved first. */
export function saveEvent(id: number, update: CalendarEventUpdate): Promise<CalendarEvent> {
  return apiRequest(`/api/calendars/events/${id}`, {
    method: 'PUT',
    json: update,
    schema: calendarEventSchema,
  });
}

/** DELETE /api/calendars/events/{id}: the occurrences the scope names. */
export function deleteEvent(
  id: number,
  scope: EditScope,
  occurrence: string | null,
): Promise<void> {
  return apiRequest(
    buildUrl(`/api/calendars/events/${id}`, { scope, occurrence: occurrence ?? undefined }),
    { method: 'DELETE' },
  );
}

/** GET /api/calendars/{id}/ics: the calendar as a file (the browser downloads it). */
export const icsPath = (calendarId: number) => `/api/calendars/${calendarId}/ics`;

/** POST /api/calendars/{id}/import: the file's events into the calendar (400 `calendar:icsEmpty`). */
export function importIcs(calendarId: number, text: string): Promise<unknown> {
  return apiRequest(`/api/calendars/${calendarId}/import`, {
    method: 'POST',
    text: { body: text, contentType: 'text/calendar' },
  });
}

/**
 * POST /api/calendars/{id}/subscription: a new private feed (the old one stops working), as the
 * whole address calendar programs subscribe to.
 */
export function rotateSubscription(calendarId: number): Promise<string> {
  return apiRequest(`/api/calendars/${calendarId}/subscription`, {
    method: 'POST',
    schema: calendarFeedSchema,
  }).then((feed) => new URL(feed.path, window.location.origin).toString());
}

/** DELETE /api/calendars/{id}/subscription: the feed URL stops working. */
export function revokeSubscription(calendarId: number): Promise<void> {
  return apiRequest(`/api/calendars/${calendarId}/subscription`, { method: 'DELETE' });
}
