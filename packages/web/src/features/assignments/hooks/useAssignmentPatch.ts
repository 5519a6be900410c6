import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { assignmentKeys, patchAssignment, type AssignmentPatchField } from '../api/assignmentsApi';
import { replaceInDay } from '../api/dayLists';
import { applyChangeToCaches } from './useAssignmentEvents';

/**
 * A single-field change from a list card (spec 2 §4): shown at once in the cached lists, then
 * replaced by the server's answer (which moves the card when the date changed) or rolled back
 * to the old value with the reason on failure.
 */
export function useAssignmentPatch() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      assignment: Assignment,
      field: AssignmentPatchField,
      value: unknown,
    ): Promise<boolean> => {
      const dayKey = assignmentKeys.day(assignment.date);
      const optimistic = { ...assignment, [field]: value } as Assignment;
      queryClient.setQueryData<Assignment[]>(dayKey, (list) =>
        list ? replaceInDay(list, optimistic) : list,
      );
      try {
        const answer = await patchAssignment(assignment.id, field, value);
        applyChangeToCaches(queryClient, { kind: 'upsert', assignment: answer });
        return true;
      } catch (error) {
        queryClient.setQueryData<Assignment[]>(dayKey, (list) =>
          list ? replaceInDay(list, assignment) : list,
        );
        notifyFailure(error, 'update');
        return false;
      }
    },
    [queryClient],
  );
}
