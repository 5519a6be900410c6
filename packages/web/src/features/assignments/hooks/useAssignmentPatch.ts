import type { Assignment } from '@newsroom/domain';
import {
  useOptimisticPatch,
  type OptimisticPatch,
} from '../../../shared/documents/useOptimisticPatch';
import { assignmentKeys, patchAssignment, type AssignmentPatchField } from '../api/assignmentsApi';
import { replaceInDay } from '../api/dayLists';
import { applyChangeToCaches } from './useAssignmentEvents';

const assignmentPatch: OptimisticPatch<Assignment, AssignmentPatchField> = {
  apply: (assignment, field, value) => ({ ...assignment, [field]: value }) as Assignment,
  // The card stays on its day until the answer moves it (a changed date).
  show: (queryClient, shown, original) =>
    queryClient.setQueryData<Assignment[]>(assignmentKeys.day(original.date), (list) =>
      list ? replaceInDay(list, shown) : list,
    ),
  send: patchAssignment,
  store: (queryClient, assignment) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', assignment }),
};

/**
 * A single-field change from a list card (spec 2 §4): shown at once in the cached lists, then
 * replaced by the server's answer (which moves the card when the date changed) or rolled back
 * to the old value with the reason on failure.
 */
export function useAssignmentPatch() {
  return useOptimisticPatch(assignmentPatch);
}
