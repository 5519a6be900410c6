import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Assignment, RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { assignmentKeys } from '../api/assignmentsApi';
import { applyToDay, changeOfEvent, type AssignmentChange } from '../api/dayLists';

/** Applies a change to every cached day list and to the cached assignment itself. */
export function applyChangeToCaches(queryClient: QueryClient, change: AssignmentChange): void {
  for (const [key, list] of queryClient.getQueriesData<readonly Assignment[]>({
    queryKey: assignmentKeys.days,
  })) {
    const date = key[2];
    if (!list || typeof date !== 'string') continue;
    const next = applyToDay(list, date, change);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  if (change.kind === 'upsert') {
    const key = assignmentKeys.document(change.assignment.id);
    const cached = queryClient.getQueryData<Assignment>(key);
    if (cached && cached.version < change.assignment.version)
      queryClient.setQueryData(key, change.assignment);
  }
}

/** Applies one `assignments` event to the caches. */
export function applyAssignmentEvent(
  queryClient: QueryClient,
  event: RealtimeEvent<'assignments'>,
): void {
  applyChangeToCaches(queryClient, changeOfEvent(event));
}

/** Keeps the day lists and open viewers live with the `assignments` topic. */
export function useAssignmentEvents(): void {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: RealtimeEvent<'assignments'>) => applyAssignmentEvent(queryClient, event),
    [queryClient],
  );
  useTopic('assignments', handleEvent);
}
