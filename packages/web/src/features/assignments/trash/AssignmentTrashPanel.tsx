import { useQueryClient } from '@tanstack/react-query';
import type { Assignment, RealtimeEvent } from '@newsroom/domain';
import { useDocumentTrash } from '../../../shared/documents/useDocumentTrash';
import { TrashTable } from '../../../shared/trash';
import { assignmentKeys, fetchExcludedAssignments, restoreAssignment } from '../api/assignmentsApi';
import { useAssignmentColumns } from '../components/assignmentColumns';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';

// Deletes fill the trash and restores (published as CREATE) empty it; edits do not matter.
const isTrashEvent = (event: RealtimeEvent) =>
  event.action === 'DELETE' || event.action === 'CREATE';

/**
 * The assignments trash: GET /api/assignments/excluded, 25 a page, with Restore for writers. A
 * restored assignment goes back into its cached day list at once.
 */
export function AssignmentTrashPanel() {
  const queryClient = useQueryClient();
  const lookups = useAssignmentLookups();
  const columns = useAssignmentColumns(lookups);
  const trash = useDocumentTrash<Assignment>({
    area: 'assignment',
    panelTestId: 'assignments-trash',
    keys: assignmentKeys,
    fetchPage: fetchExcludedAssignments,
    topic: 'assignments',
    isTrashEvent,
    restore: restoreAssignment,
    onRestored: (assignment) => {
      applyChangeToCaches(queryClient, { kind: 'upsert', assignment });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.searches });
    },
  });

  return (
    <TrashTable<Assignment>
      {...trash}
      columns={columns}
      isRestorable={(assignment) => assignment.visible}
    />
  );
}
