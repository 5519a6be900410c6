import { useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput, EditScope, Occurrence } from '@newsroom/domain';
import { calendarKeys, fetchEvent } from '../api/calendarsApi';
import { useEventMutations } from '../editor/useEventMutations';
import type { ScopeQuestion } from '../editor/useScopeQuestion';
import { placeOf, type NewPlace } from '../view/placeOccurrence';

/** The body fields of a saved event (what a PUT sends back, changed or not). */
function inputOf(event: CalendarEvent): CalendarEventInput {
  const { id: _id, version: _version, ownerId: _ownerId, seriesId: _seriesId, ...input } = event;
  return input;
}

/**
 * Saves an occurrence dragged or resized in the views: asks the scope of a repeating event, loads
 * the event fresh (its version and whole body go in the PUT) and saves it at the new place. A
 * cancelled question or a refused save puts the occurrence back where it was.
 */
export function useMoveOccurrence(ask: (question: ScopeQuestion) => Promise<EditScope | null>) {
  const queryClient = useQueryClient();
  const { save } = useEventMutations();

  return async (occurrence: Occurrence, place: NewPlace, revert: () => void) => {
    const scope = occurrence.recurring ? await ask('change') : 'all';
    if (!scope) {
      revert();
      return;
    }
    try {
      const event = await queryClient.fetchQuery({
        queryKey: calendarKeys.event(occurrence.eventId),
        queryFn: () => fetchEvent(occurrence.eventId),
        staleTime: 0,
      });
      await save.mutateAsync({
        id: event.id,
        update: {
          ...inputOf(event),
          ...placeOf(event, occurrence, place, scope),
          allDay: place.start.length === 10,
          version: event.version,
          scope,
          occurrence: occurrence.recurring && scope !== 'all' ? occurrence.occurrence : null,
        },
      });
    } catch {
      // The failure was already shown (load or save); the drawing goes back to the truth.
      revert();
    }
  };
}
