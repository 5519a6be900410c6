import type { Assignment, AssignmentInput } from '@newsroom/domain';
import type { DocumentSaver } from '../../../shared/documentEditor';
import { createAssignment, updateAssignment } from '../api/assignmentsApi';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { toEditable, validateAssignment, type EditableAssignment } from './editableAssignment';

/** How the guideline editor saves. */
export const guidelineSaver: DocumentSaver<Assignment, EditableAssignment, AssignmentInput> = {
  validate: validateAssignment,
  create: createAssignment,
  update: updateAssignment,
  toEditable,
  onStored: (queryClient, assignment) =>
    applyChangeToCaches(queryClient, { kind: 'upsert', assignment }),
};
