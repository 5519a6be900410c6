import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, RestoreButton } from '../components';
import type { useTrashList } from './useTrashList';

/** A trashed document as the table reads it. */
interface Trashed {
  id: number;
  authorNickname: string;
}

/** Props of {@link TrashTable}. */
export interface TrashTableProps<T extends Trashed> {
  /** The kind's i18n namespace: its `trash.empty`, `trash.author` and `trash.restore` words. */
  namespace: string;
  /** Test ids of the panel, the table, a row and a row's restore button. */
  testIds: { panel: string; table: string; row: string; restore: string };
  /** The kind's own columns, before the author and Restore. */
  columns: TableColumnsType<T>;
  list: ReturnType<typeof useTrashList<T>>;
  /** Whether the user may restore (writers of the kind's area). */
  canRestore: boolean;
  /** A document whose content the user may not see cannot be restored by them. */
  isRestorable?: (document: T) => boolean;
}

/** A kind's trash, 25 a page: its columns, who trashed each document, and Restore for writers. */
export function TrashTable<T extends Trashed>(props: TrashTableProps<T>) {
  const { namespace, testIds, columns, list, canRestore, isRestorable } = props;
  const { t } = useTranslation(namespace);
  const { page, setPage, query, restoringId, handleRestore } = list;
  const restoreColumn = {
    key: 'actions',
    width: 70,
    render: (_: unknown, document: T) => (
      <RestoreButton
        label={t('trash.restore')}
        id={document.id}
        testId={testIds.restore}
        isRestoring={restoringId === document.id}
        disabled={isRestorable ? !isRestorable(document) : undefined}
        onClick={() => void handleRestore(document)}
      />
    ),
  };
  return (
    <div data-testid={testIds.panel}>
      <PagedTable<T>
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        data-testid={testIds.table}
        locale={{ emptyText: t('trash.empty') }}
        rowAttributes={(document) => ({ 'data-testid': testIds.row, 'data-id': document.id })}
        columns={[
          ...columns,
          { key: 'author', title: t('trash.author'), dataIndex: 'authorNickname', width: 140 },
          ...(canRestore ? [restoreColumn] : []),
        ]}
      />
    </div>
  );
}
