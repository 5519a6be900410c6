import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  calendarKeys,
  fetchCalendars,
  fetchCategories,
  fetchEvent,
  fetchOccurrences,
  type OccurrenceRange,
} from '../api/calendarsApi';

/** The calendars the user sees (kept current by {@link useCalendarLive}). */
export function useCalendars() {
  return useQuery({ queryKey: calendarKeys.calendars, queryFn: fetchCalendars });
}

/** The categories of the given calendars. */
export function useCategories(calendarIds: number[]) {
  return useQuery({
    queryKey: [...calendarKeys.categories, calendarIds],
    queryFn: () => fetchCategories(calendarIds),
    enabled: calendarIds.length > 0,
  });
}

/**
 * The occurrences of the shown calendars in the days on screen; the previous days' stay drawn
 * while the next are loading, so paging through weeks does not flash an empty grid.
 */
export function useOccurrences(range: OccurrenceRange | null) {
  return useQuery({
    queryKey: range ? calendarKeys.range(range) : calendarKeys.occurrences,
    queryFn: () => fetchOccurrences(range!),
    enabled: range !== null && range.calendarIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** An event as saved (the whole series of a repeating one). */
export function useCalendarEvent(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.event(id ?? 0),
    queryFn: () => fetchEvent(id!),
    enabled: id !== null,
  });
}
