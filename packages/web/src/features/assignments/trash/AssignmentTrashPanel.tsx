import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment, RealtimeEvent } from '@newsroom/domain';
import { TrashTable, useTrashList } from '../../../shared/trash';
import { abilityOf, useAuth } from '../../auth';
import { assignmentKeys, fetchExcludedAssignments, restoreAssignment } from '../api/assignmentsApi';
import { useAssignmentColumns } from '../components/assignmentColumns';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';

const isWriter = (level: string) => level === 'write' || level === 'admin';
// Deletes fill the trash and restores (published as CREATE) empty it; edits do not matter.
const isTrashEvent = (event: RealtimeEvent) =>
  event.action === 'DELETE' || event.action === 'CREATE';

/**
 * The assignments trash: GET /api/assignments/excluded, 25 a page, with Restore for writers. A
 * restored assignment goes back into its cached day list at once.
 */
export function AssignmentTrashPanel() {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const lookups = useAssignmentLookups();
  const columns = useAssignmentColumns(lookups);
  const canRestore = me !== null && isWriter(abilityOf(me, 'assignment'));
  const list = useTrashList<Assignment>({
    trashKey: assignmentKeys.trash,
    pageKey: assignmentKeys.trashPage,
    fetchPage: fetchExcludedAssignments,
    topic: 'assignments',
    isTrashEvent,
    restore: async (assignment) => {
      const restored = await restoreAssignment(assignment.id);
      applyChangeToCaches(queryClient, { kind: 'upsert', assignment: restored });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.document(assignment.id) });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.searches });
    },
    restoredText: t('trash.restored'),
    restoredKey: 'assignment-restored',
  });

  return (
    <TrashTable<Assignment>
      namespace="assignment"
      testIds={{
        panel: 'assignments-trash',
        table: 'assignments-trash-table',
        row: 'assignment-trash-row',
        restore: 'assignment-restore',
      }}
      columns={columns}
      list={list}
      canRestore={canRestore}
      isRestorable={(assignment) => assignment.visible}
    />
  );
}
