import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportTerm } from '@newsroom/domain';
import {
  AdminRecordList,
  adminListTestIds,
  useAdminListPaging,
  useAdminListState,
  useLiveAdminList,
} from '../../../shared/admin';
import { isApiError } from '../../../shared/api';
import { notify, notifyFailure, useMessage } from '../../../shared/notifications';
import { TERM_ENTITIES, termAdminApi, type ReportTermList } from '../api/reportTermsApi';
import { ReportTermFormModal } from './ReportTermFormModal';
import { TERM_WORDS, termListWords } from './termWords';
import { useTermMutations } from './useTermMutations';

/** Props of {@link ReportTermsPage}. */
export interface ReportTermsPageProps {
  list: ReportTermList;
  /** ROLE_ADMIN_WRITE: create, rename and delete; otherwise read-only. */
  canEdit: boolean;
  /**
   * ROLE_REPORT_READ: the list follows the `reports` topic. Without it the server would close the
   * socket, so the list only takes the answers of this administrator's own changes.
   */
  hearsReports: boolean;
}

/** Follows `/topic/reports`; rendered only for users the server lets subscribe. */
function TermsLive({ list }: { list: ReportTermList }) {
  useLiveAdminList<ReportTerm>({
    topic: 'reports',
    entity: TERM_ENTITIES[list],
    queryKey: termAdminApi(list).pagesKey,
  });
  return null;
}

/** How many reports name the record, when a deletion was refused for that. */
function usesOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const count = (error.details as { count?: unknown } | null | undefined)?.count;
  return typeof count === 'number' ? count : null;
}

/**
 * Admin "report categories" or "report events" (spec 3 §2): a paged list of names with a filter,
 * create and rename in a form, delete. One that reports name is not deleted: the warning says how
 * many name it (reports in the trash included).
 */
export function ReportTermsPage({ list, canEdit, hearsReports }: ReportTermsPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const api = termAdminApi(list);
  const paging = useAdminListPaging();
  const query = { filter: paging.filter, page: paging.page };
  const page = useQuery({
    queryKey: api.pageKey(query),
    queryFn: () => api.fetchPage(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const state = useAdminListState(page, paging);
  const { remove } = useTermMutations(list);
  const words = termListWords(t, list);

  const handleDelete = (term: ReportTerm) =>
    remove.mutate(term.id, {
      onSuccess: () => void message.success({ content: words.deleted, key: `${list}-deleted` }),
      onError: (error) => {
        const count = usesOf(error);
        if (count === null) notifyFailure(error, 'delete');
        else
          notify({
            kind: 'warning',
            title: t(`${TERM_WORDS[list]}.inUseTitle`, { name: term.name }),
            description: t('reports:admin.inUse', { count }),
          });
      },
    });

  const columns: TableColumnsType<ReportTerm> = [
    { key: 'name', title: t('reports:admin.name'), dataIndex: 'name' },
  ];

  return (
    <AdminRecordList<ReportTerm>
      state={state}
      words={words}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey={`${list}-deleted`}
      testIds={adminListTestIds<ReportTerm>(list, 'report-term')}
      actionTestId="report-term"
      form={(term, onClose) => (
        <ReportTermFormModal list={list} term={term} canEdit={canEdit} onClose={onClose} />
      )}
    >
      {hearsReports && <TermsLive list={list} />}
    </AdminRecordList>
  );
}
