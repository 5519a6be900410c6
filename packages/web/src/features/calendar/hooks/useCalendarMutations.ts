import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { calendarKeys, deleteCalendar, importIcs, markFavorite } from '../api/calendarsApi';

/** The sidebar's changes to a calendar: the user's star, removal, and importing a file. */
export function useCalendarMutations() {
  const { t } = useTranslation('calendar');
  const message = useMessage();
  const queryClient = useQueryClient();

  const favorite = useMutation({
    mutationFn: ({ calendar, isFavorite }: { calendar: Calendar; isFavorite: boolean }) =>
      markFavorite(calendar.id, isFavorite),
    meta: { failureKind: 'update' },
    onSuccess: (_answer, { calendar, isFavorite }) =>
      queryClient.setQueryData<Calendar[]>(calendarKeys.calendars, (calendars) =>
        calendars?.map((one) => (one.id === calendar.id ? { ...one, favorite: isFavorite } : one)),
      ),
  });

  const remove = useMutation({
    mutationFn: (calendar: Calendar) => deleteCalendar(calendar.id),
    meta: { failureKind: 'delete' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void message.success({ content: t('sidebar.deleted'), key: 'calendar-deleted' });
    },
  });

  const importFile = useMutation({
    mutationFn: ({ calendar, file }: { calendar: Calendar; file: File }) =>
      file.text().then((text) => importIcs(calendar.id, text)),
    meta: { failureKind: 'create' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
      void message.success({ content: t('sidebar.imported'), key: 'calendar-imported' });
    },
  });

  return { favorite, remove, importFile };
}
