import { useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Paged } from '@newsroom/domain';
import type { Identified } from './adminListCache';
import { useLiveAdminList, type LiveAdminListOptions } from './useLiveAdminList';

/** What one page of an admin list asks the server for. */
export interface AdminListQuery {
  /** The filter box's text, trimmed; empty for all. */
  filter: string;
  /** Page from 0. */
  page: number;
}

/** How {@link useAdminList} loads and follows one admin list. */
export interface AdminListOptions<T extends Identified> {
  /** Cache key of one page (its prefix is `live.queryKey`). */
  queryKey: (query: AdminListQuery) => QueryKey;
  /** Loads one page. */
  queryFn: (query: AdminListQuery) => Promise<Paged<T>>;
  /** False while the administrator may not read the list. */
  enabled?: boolean;
  /** How the cached pages follow the entity's topic. */
  live: LiveAdminListOptions<T>;
}

/** The state of one admin list and what its filter box and table call. */
export interface AdminListState<T extends Identified> {
  /** The current page's query. */
  list: UseQueryResult<Paged<T>>;
  /** Antd pagination: quick jumper, no size changer, "x-y of total". */
  pagination: TablePaginationConfig;
  /** The filter box's search: trims it and goes back to the first page. */
  handleSearch: (value: string) => void;
  /** The table's change: follows its page. */
  handlePageChange: (pagination: TablePaginationConfig) => void;
}

/** Antd pagination of an admin list (spec 3 §4): quick jumper, no size changer, a range of total. */
export function adminListPagination(
  t: (key: string, options: Record<string, number>) => string,
  page: number,
  total: number,
): TablePaginationConfig {
  return {
    current: page + 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (count, [from, to]) => t('common:pagination.range', { from, to, total: count }),
  };
}

/** The filter and page of an admin list, before its page is loaded. */
export interface AdminListPaging extends AdminListQuery {
  setFilter: (filter: string) => void;
  setPage: (page: number) => void;
}

/** The filter box's text and the page of an admin list (both start empty / at the first page). */
export function useAdminListPaging(): AdminListPaging {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  return { filter, page, setFilter, setPage };
}

/**
 * The state of an admin list over its loaded page (spec 3 §4): the pagination, and a filter or
 * page change. A removal that empties the last page goes back one page.
 */
export function useAdminListState<T extends Identified>(
  list: UseQueryResult<Paged<T>>,
  { page, setFilter, setPage }: AdminListPaging,
): AdminListState<T> {
  const { t } = useTranslation();
  const isEmptyPage = list.data !== undefined && list.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page, setPage]);

  return {
    list,
    pagination: adminListPagination(t, page, list.data?.total ?? 0),
    handleSearch: (value) => {
      setFilter(value.trim());
      setPage(0);
    },
    handlePageChange: (next) => setPage((next.current ?? 1) - 1),
  };
}

/**
 * A paged, filtered admin list kept live from its topic (spec 3 §4). A removal that empties
 * the last page goes back one page.
 */
export function useAdminList<T extends Identified>(
  options: AdminListOptions<T>,
): AdminListState<T> {
  const paging = useAdminListPaging();
  const query: AdminListQuery = { filter: paging.filter, page: paging.page };
  const list = useQuery({
    queryKey: options.queryKey(query),
    queryFn: () => options.queryFn(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { failureKind: 'load' },
  });
  useLiveAdminList<T>(options.live);
  return useAdminListState(list, paging);
}
