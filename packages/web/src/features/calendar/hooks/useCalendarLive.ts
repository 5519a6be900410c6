import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { calendarKeys } from '../api/calendarsApi';

/**
 * Keeps the calendar in step with every browser's changes: a calendar or category change reloads
 * the sidebar and the occurrences (their colour follows); an event change reloads the occurrences
 * and that event, since which days a changed series lands on is the server's to compute.
 */
export function useCalendarLive(): void {
  const queryClient = useQueryClient();
  useTopic('calendar', (event) => {
    void queryClient.invalidateQueries({
      queryKey: event.entity === 'calendar' ? calendarKeys.calendars : calendarKeys.categories,
    });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
  });
  useTopic('calendar_event', (event) => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.event(event.data.id) });
  });
}
