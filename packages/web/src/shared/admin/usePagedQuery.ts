import type { TablePaginationConfig } from 'antd';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@newsroom/domain';
import { adminListPagination, useAdminListPaging, type AdminListQuery } from './useAdminList';

/** The cache key and loader of one page of a server-filtered list. */
export interface PagedQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<Paged<T>>;
}

/**
 * A server-filtered, paged list (a log): the filter box's text and the page, the loaded page
 * (the previous one shown meanwhile) and the table's pagination.
 */
export function usePagedQuery<T>(queryOf: (query: AdminListQuery) => PagedQuery<T>) {
  const { t } = useTranslation();
  const paging = useAdminListPaging();
  const list = useQuery({
    ...queryOf({ filter: paging.filter, page: paging.page }),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  return {
    list,
    /** Back to the first page (another filter changed). */
    restart: () => paging.setPage(0),
    pagination: adminListPagination(t, paging.page, list.data?.total ?? 0),
    handleSearch: (value: string) => {
      paging.setFilter(value.trim());
      paging.setPage(0);
    },
    handlePageChange: (next: TablePaginationConfig) => paging.setPage((next.current ?? 1) - 1),
  };
}
