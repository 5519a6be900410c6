import type { ReactNode } from 'react';
import { Card, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Identified } from './adminListCache';
import type { AdminListState } from './useAdminList';

/** Props of {@link FilteredTableCard}. */
export interface FilteredTableCardProps<T extends Identified> {
  title: ReactNode;
  /** data-testid of the card. */
  testId: string;
  /** The card's header buttons. */
  extra?: ReactNode;
  filterPlaceholder: string;
  filterTestId: string;
  /** More filters beside the filter box. */
  filters?: ReactNode;
  /** The loaded page, its pagination and what the filter box and table call. */
  state: AdminListState<T>;
  /** The table's own props (small, rows keyed by id, the page from `state`). */
  table: Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange'>;
  /** Shows the table loading while a mutation runs. */
  isBusy?: boolean;
  tableTestId: string;
  /** Forms, drawers and modal holders of the page. */
  children?: ReactNode;
}

/** A card with a filter box, a table of server pages and the load failure (spec 3 §4). */
export function FilteredTableCard<T extends Identified>({
  title,
  testId,
  extra,
  filterPlaceholder,
  filterTestId,
  filters,
  state,
  table,
  isBusy = false,
  tableTestId,
  children,
}: FilteredTableCardProps<T>) {
  const { t } = useTranslation();
  const { list } = state;
  const search = (
    <Input.Search
      allowClear
      placeholder={filterPlaceholder}
      onSearch={state.handleSearch}
      data-testid={filterTestId}
      className="nrcs-filter-box"
    />
  );
  return (
    <Card title={title} data-testid={testId} extra={extra}>
      <Flex vertical gap="middle">
        {filters ? (
          <Flex gap="small" wrap>
            {search}
            {filters}
          </Flex>
        ) : (
          search
        )}
        <Table<T>
          rowKey="id"
          size="small"
          {...table}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching || isBusy}
          pagination={state.pagination}
          onChange={state.handlePageChange}
          data-testid={tableTestId}
        />
        {list.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
      {children}
    </Card>
  );
}
