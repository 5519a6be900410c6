import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';

/** Props of {@link PagedTable}: antd table props plus the server page and its result. */
export type PagedTableProps<T extends { id: number }> = Omit<
  TableProps<T>,
  'rowKey' | 'size' | 'loading' | 'dataSource' | 'pagination' | 'onRow'
> & {
  /** The zero-based page shown. */
  page: number;
  onPageChange: (page: number) => void;
  /** The loaded page, if any. */
  result?: { data: T[]; total: number };
  isFetching: boolean;
  /** Each row's test id, extra data attributes and, if any, its click handler and style. */
  rowAttributes: (row: T) => Record<string, unknown>;
};

/** A small table of one server page of DEFAULT_PAGE_SIZE rows with quick jump and a range total. */
export function PagedTable<T extends { id: number }>({
  page,
  onPageChange,
  result,
  isFetching,
  rowAttributes,
  ...rest
}: PagedTableProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Table<T>
      {...rest}
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={result?.data ?? []}
      onRow={(row) => rowAttributes(row) as object}
      pagination={{
        current: page + 1,
        pageSize: DEFAULT_PAGE_SIZE,
        total: result?.total ?? 0,
        showSizeChanger: false,
        showQuickJumper: true,
        showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
        onChange: (next) => onPageChange(next - 1),
      }}
    />
  );
}
