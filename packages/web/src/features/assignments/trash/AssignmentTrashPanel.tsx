import { PagedTable, RestoreButton } from '../../../shared/components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment, RealtimeEvent } from '@newsroom/domain';
import { useTrashList } from '../../../shared/trash';
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
  const { page, setPage, query, restoringId, handleRestore } = useTrashList<Assignment>({
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
    <div data-testid="assignments-trash">
      <PagedTable<Assignment>
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        data-testid="assignments-trash-table"
        locale={{ emptyText: t('trash.empty') }}
        rowAttributes={(assignment) => ({
          'data-testid': 'assignment-trash-row',
          'data-id': assignment.id,
        })}
        columns={[
          ...columns,
          { key: 'author', title: t('trash.author'), dataIndex: 'authorNickname', width: 140 },
          ...(canRestore
            ? [
                {
                  key: 'actions',
                  width: 70,
                  render: (_: unknown, assignment: Assignment) => (
                    <RestoreButton
                      label={t('trash.restore')}
                      id={assignment.id}
                      testId="assignment-restore"
                      isRestoring={restoringId === assignment.id}
                      disabled={!assignment.visible}
                      onClick={() => void handleRestore(assignment)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
