import type { RundownId } from '@newsroom/domain';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FailureKind } from '../../../shared/notifications';
import { rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { notifyRundownFailure } from './rundownFailure';

/** One optimistic change of a cached rundown. */
export interface OptimisticEdit<T> {
  rundownId: RundownId;
  /** The change shown at once. */
  apply: (rundown: LoadedRundown) => LoadedRundown;
  /**
   * Undoes the change on the cache as it is when the call fails (other editors' changes that
   * arrived meanwhile stay); without it the rundown as it was before is restored.
   */
  revert?: (rundown: LoadedRundown) => LoadedRundown;
  /** The server call. */
  call: () => Promise<T>;
  /** Generic failure text; `update` by default. */
  failureKind?: FailureKind;
  /** After a failure and its rollback (e.g. reload every open rundown when a move fails). */
  onFailure?: (error: unknown) => void;
}

/**
 * Applies a change to the cache of `['rundowns', id]` at once, calls the server, and on failure
 * rolls the change back and tells the user why (spec 1 §4: edits apply at once and return to
 * the old value when the call fails). Resolves with the answer, or undefined after a failure.
 */
export function useOptimisticEdit() {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(edit: OptimisticEdit<T>): Promise<T | undefined> => {
      const key = rundownKey(edit.rundownId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<LoadedRundown>(key);
      if (before) queryClient.setQueryData(key, edit.apply(before));
      try {
        return await edit.call();
      } catch (error) {
        const current = queryClient.getQueryData<LoadedRundown>(key);
        if (current && edit.revert) queryClient.setQueryData(key, edit.revert(current));
        else if (before) queryClient.setQueryData(key, before);
        notifyRundownFailure(error, edit.failureKind ?? 'update');
        edit.onFailure?.(error);
        return undefined;
      }
    },
    [queryClient],
  );
}
