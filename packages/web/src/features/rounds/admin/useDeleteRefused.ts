import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify, notifyFailure, useMessage } from '../../../shared/notifications';
import { roundListWords, type RoundList } from './roundListWords';
import { usesRefusing } from './roundErrors';

/**
 * The delete of a list's record: a toast when it went; when the record is in use (spec 3 §5), a
 * warning saying how many records use it (`rounds:<list>.inUse`).
 */
export function useDeleteRefused<T extends { id: number }>(
  list: RoundList,
  remove: UseMutationResult<void, Error, number>,
  inUseKey: string,
  label: (record: T) => string,
) {
  const { t } = useTranslation();
  const message = useMessage();
  return (record: T) =>
    remove.mutate(record.id, {
      onSuccess: () =>
        void message.success({
          content: roundListWords(t, list).deleted,
          key: `round-${list}-deleted`,
        }),
      onError: (error) => {
        const count = usesRefusing(error, inUseKey);
        if (count === null) notifyFailure(error, 'delete');
        else
          notify({
            kind: 'warning',
            title: t(`rounds:${list}.inUseTitle`, { name: label(record) }),
            description: t(`rounds:${list}.inUse`, { count }),
          });
      },
    });
}
