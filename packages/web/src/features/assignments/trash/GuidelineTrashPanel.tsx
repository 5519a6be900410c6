import { useCallback, useState } from 'react';
import { PagedTable, RestoreButton } from '../../../shared/components';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment, RealtimeEvent } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { abilityOf, useAuth } from '../../auth';
import { assignmentKeys, fetchExcludedAssignments, restoreAssignment } from '../api/assignmentsApi';
import { useGuidelineColumns } from '../components/guidelineColumns';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { useGuidelineLookups } from '../hooks/useGuidelineLookups';

const isWriter = (level: string) => level === 'write' || level === 'admin';

/**
 * The guidelines trash: GET /api/assignments/excluded, 25 a page, with Restore for writers. A
 * restored guideline goes back into its cached day list at once.
 */
export function GuidelineTrashPanel() {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const lookups = useGuidelineLookups();
  const columns = useGuidelineColumns(lookups);
  const [page, setPage] = useState(0);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const canRestore = me !== null && isWriter(abilityOf(me, 'assignment'));

  const query = useQuery({
    queryKey: assignmentKeys.trashPage(page),
    queryFn: () => fetchExcludedAssignments(page),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.trash }),
    [queryClient],
  );
  // Deletes fill the trash and restores (published as CREATE) empty it; edits do not matter.
  const handleEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.action === 'DELETE' || event.action === 'CREATE') refresh();
    },
    [refresh],
  );
  useTopic('assignments', handleEvent);

  const handleRestore = async (assignment: Assignment) => {
    setRestoringId(assignment.id);
    try {
      const restored = await restoreAssignment(assignment.id);
      applyChangeToCaches(queryClient, { kind: 'upsert', assignment: restored });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.document(assignment.id) });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.searches });
      void message.success({ content: t('trash.restored'), key: 'guideline-restored' });
      refresh();
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setRestoringId(null);
    }
  };

  return (
    <div data-testid="guidelines-trash">
      <PagedTable<Assignment>
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        data-testid="guidelines-trash-table"
        locale={{ emptyText: t('trash.empty') }}
        rowAttributes={(assignment) => ({
          'data-testid': 'guideline-trash-row',
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
                      testId="guideline-restore"
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
