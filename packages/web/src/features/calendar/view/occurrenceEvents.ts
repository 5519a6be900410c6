import type { EventInput } from '@fullcalendar/core';
import type { Occurrence } from '@newsroom/domain';
import { nextDay } from './wallTime';

/** What a drawn event carries back to the handlers: the occurrence it shows. */
export interface OccurrenceProps {
  occurrence: Occurrence;
}

/**
 * The occurrences as FullCalendar events: one id per occurrence (an event's occurrences share the
 * event id), all-day ends made exclusive, colours resolved by the caller's palette.
 */
export function occurrenceEvents(
  occurrences: readonly Occurrence[],
  colourOf: (name: string) => string,
  isEditable: (occurrence: Occurrence) => boolean,
): EventInput[] {
  return occurrences.map((occurrence) => ({
    id: `${occurrence.eventId}@${occurrence.occurrence}`,
    title: occurrence.name,
    start: occurrence.start,
    end: occurrence.allDay ? nextDay(occurrence.end) : occurrence.end,
    allDay: occurrence.allDay,
    backgroundColor: colourOf(occurrence.color),
    borderColor: colourOf(occurrence.color),
    editable: isEditable(occurrence),
    extendedProps: { occurrence } satisfies OccurrenceProps,
  }));
}
