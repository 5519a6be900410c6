import { useCallback, useState } from 'react';
import { Button, Table, Tooltip } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Assignment, type RealtimeEvent } from '@newsroom/domain';
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
      <Table<Assignment>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.data ?? []}
        data-testid="guidelines-trash-table"
        locale={{ emptyText: t('trash.empty') }}
        onRow={(assignment) =>
          ({ 'data-testid': 'guideline-trash-row', 'data-id': assignment.id }) as object
        }
        pagination={{
          current: page + 1,
          pageSize: DEFAULT_PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showQuickJumper: true,
          showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          ...columns,
          { key: 'author', title: t('trash.author'), dataIndex: 'authorNickname', width: 140 },
          ...(canRestore
            ? [
                {
                  key: 'actions',
                  width: 70,
                  render: (_: unknown, assignment: Assignment) => (
                    <Tooltip title={t('trash.restore')}>
                      <Button
                        size="small"
                        icon={<UndoOutlined />}
                        aria-label={t('trash.restore')}
                        loading={restoringId === assignment.id}
                        disabled={!assignment.visible}
                        onClick={() => void handleRestore(assignment)}
                        data-testid="guideline-restore"
                        data-id={assignment.id}
                      />
                    </Tooltip>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
