import type { ReactNode } from 'react';
import { Card, Flex, Input, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Identified } from './adminListCache';

/** Props of {@link FilteredTableCard}. */
export interface FilteredTableCardProps<T> {
  title: ReactNode;
  /** data-testid of the card. */
  testId: string;
  /** The card's header buttons. */
  extra?: ReactNode;
  filterPlaceholder: string;
  /** The filter box's search. */
  onSearch: (value: string) => void;
  filterTestId: string;
  /** More filters beside the filter box. */
  filters?: ReactNode;
  /** The table (small, rows keyed by id). */
  table: TableProps<T>;
  tableTestId: string;
  /** The list failed to load. */
  isError: boolean;
  /** Forms, drawers and modal holders of the page. */
  children?: ReactNode;
}

/** A card with a filter box, a table of server pages and the load failure (spec 3 §4). */
export function FilteredTableCard<T extends Identified>({
  title,
  testId,
  extra,
  filterPlaceholder,
  onSearch,
  filterTestId,
  filters,
  table,
  tableTestId,
  isError,
  children,
}: FilteredTableCardProps<T>) {
  const { t } = useTranslation();
  const search = (
    <Input.Search
      allowClear
      placeholder={filterPlaceholder}
      onSearch={onSearch}
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
        <Table<T> rowKey="id" size="small" {...table} data-testid={tableTestId} />
        {isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
      {children}
    </Card>
  );
}
