import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { realtime, useTopic } from '../../../shared/realtime';
import { RUNDOWNS_KEY, rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { applyRundownEvent, rundownIdsOf, type RundownEvent } from './applyRundownEvent';

/** Applies one event to every cached rundown it touches; reloads those that missed events. */
export function patchRundownCaches(
  queryClient: QueryClient,
  event: RundownEvent,
  isOwnEcho: boolean,
): void {
  // A rundown's MOS state (busy, device states) is not the rundown document: its own hook keeps it.
  if (event.entity === 'rundown_mos') return;
  for (const id of rundownIdsOf(event)) {
    const cached = queryClient.getQueryData<LoadedRundown>(rundownKey(id));
    if (!cached) continue;
    const outcome = applyRundownEvent(cached, event, isOwnEcho);
    if (outcome.kind === 'apply') queryClient.setQueryData(rundownKey(id), outcome.rundown);
    else if (outcome.kind === 'reload')
      void queryClient.invalidateQueries({ queryKey: rundownKey(id), exact: true });
  }
  // The day's grids and existence checks are summaries: refetched when next looked at.
  if (!isOwnEcho) {
    void queryClient.invalidateQueries({
      queryKey: RUNDOWNS_KEY,
      predicate: (query) => query.queryKey[1] === 'grid' || query.queryKey[1] === 'check',
    });
  }
}

/**
 * Keeps every cached rundown live with the topics rundowns, blocks and stories. While it listens
 * the cache is current, so the rundown queries do not go stale by age (`staleTime: Infinity`);
 * once it stops, whatever it kept is marked stale and asked again when next shown.
 */
export function useRundownEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: RUNDOWNS_KEY, refetchType: 'none' }),
    [queryClient],
  );
  const handleEvent = useCallback(
    (event: RundownEvent) => patchRundownCaches(queryClient, event, realtime.isOwnEcho(event)),
    [queryClient],
  );
  useTopic('rundowns', handleEvent);
  useTopic('blocks', handleEvent);
  useTopic('stories', handleEvent);
}
