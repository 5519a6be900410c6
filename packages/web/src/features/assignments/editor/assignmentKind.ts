import type { Assignment, AssignmentInput } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import {
  createAssignment,
  fetchAssignment,
  loadAssignmentForEdit,
  updateAssignment,
} from '../api/assignmentsApi';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { toEditable, validateAssignment, type EditableAssignment } from './editableAssignment';

/** The assignment as the shared document editor edits it. */
export const assignmentKind: DocumentKind<Assignment, EditableAssignment, AssignmentInput> = {
  entityType: 'assignment',
  namespace: 'assignment',
  draftSection: 'guideline',
  editHref: (id) => `/main?area=guidelines&edit=${id ?? 'new'}`,
  loadForEdit: async (id, takeOver) => {
    const { assignment, lock } = await loadAssignmentForEdit(id, takeOver);
    return { document: assignment, lock };
  },
  fetch: fetchAssignment,
  // A finished assignment locked by the configuration (422 `assignment:finishedLocked`).
  readOnlyOnRefusal: (error) => (error.status === 422 ? 'finished' : null),
  toEditable,
  validate: validateAssignment,
  create: createAssignment,
  update: updateAssignment,
  onStored: (queryClient, assignment) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', assignment }),
  messages: { newTitle: 'editor.newTitle' },
};
