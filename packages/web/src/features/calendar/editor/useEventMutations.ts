import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  calendarEventSchema,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type EditScope,
} from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { calendarKeys, createEvent, deleteEvent, saveEvent } from '../api/calendarsApi';

/** The event as someone else saved it, carried by a 409 `stale_version`. */
export function currentOfStale(error: unknown): CalendarEvent | null {
  if (!isApiError(error) || error.code !== 'stale_version') return null;
  const parsed = calendarEventSchema.safeParse(
    (error.details as { current?: unknown } | null)?.current,
  );
  return parsed.success ? parsed.data : null;
}

/** Options of {@link useEventMutations}. */
export interface EventMutationOptions {
  /** A save or removal went through. */
  onDone?: () => void;
  /** A save was refused; the caller shows it (field errors, the other user's version). */
  onSaveError?: (error: unknown) => void;
}

/**
 * Creating, changing and removing events; each success reloads the occurrences on screen (the
 * server computes where a changed series lands) and says so.
 */
export function useEventMutations({ onDone, onSaveError }: EventMutationOptions = {}) {
  const { t } = useTranslation('calendar');
  const message = useMessage();
  const queryClient = useQueryClient();

  const refresh = (event?: CalendarEvent) => {
    if (event) queryClient.setQueryData(calendarKeys.event(event.id), event);
    void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
  };

  const create = useMutation({
    mutationFn: (input: CalendarEventInput) => createEvent(input),
    meta: { isSilent: true },
    onSuccess: (event) => {
      refresh(event);
      void message.success({ content: t('editor.saved'), key: 'calendar-event-saved' });
      onDone?.();
    },
    onError: (error) => (onSaveError ? onSaveError(error) : notifyFailure(error, 'create')),
  });

  const save = useMutation({
    mutationFn: ({ id, update }: { id: number; update: CalendarEventUpdate }) =>
      saveEvent(id, update),
    meta: { isSilent: true },
    onSuccess: (event) => {
      refresh(event);
      void message.success({ content: t('editor.saved'), key: 'calendar-event-saved' });
      onDone?.();
    },
    onError: (error) => {
      const current = currentOfStale(error);
      if (current) queryClient.setQueryData(calendarKeys.event(current.id), current);
      if (onSaveError) onSaveError(error);
      else notifyFailure(error, 'update');
    },
  });

  const remove = useMutation({
    mutationFn: ({
      id,
      scope,
      occurrence,
    }: {
      id: number;
      scope: EditScope;
      occurrence: string | null;
    }) => deleteEvent(id, scope, occurrence),
    meta: { failureKind: 'delete' },
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.event(id) });
      refresh();
      void message.success({ content: t('editor.deleted'), key: 'calendar-event-deleted' });
      onDone?.();
    },
  });

  return { create, save, remove };
}
