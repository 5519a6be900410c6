import type { UseMutationResult } from '@tanstack/react-query';
import { notifyFailure, useMessage } from '../notifications';

/** Deletes a row with the list's mutation: a toast when done, the failure notified otherwise. */
export function useAdminDelete(
  remove: UseMutationResult<void, Error, number>,
  deleted: { content: string; key: string },
) {
  const message = useMessage();
  return (row: { id: number }) =>
    remove.mutate(row.id, {
      onSuccess: () => void message.success(deleted),
      onError: (error) => notifyFailure(error, 'delete'),
    });
}
