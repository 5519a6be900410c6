import type { HTMLAttributes, ReactNode } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Identified } from './adminListCache';
import { FilteredTableCard } from './FilteredTableCard';
import type { AdminListState } from './useAdminList';

/** The data-testid of each part of an admin list page. */
export interface AdminListTestIds<T> {
  /** The card. */
  page: string;
  /** The "new" button. */
  create: string;
  /** The filter box. */
  filter: string;
  /** The table. */
  table: string;
  /** One row. */
  row: (row: T) => string;
}

/** Props of {@link AdminListLayout}. */
export interface AdminListLayoutProps<T extends Identified> {
  /** From {@link useAdminList}. */
  state: AdminListState<T>;
  /** The card's title. */
  title: string;
  /** Shows the "new" button. */
  canCreate: boolean;
  /** The "new" button's text. */
  createLabel: string;
  /** Opens the form for a new item. */
  onCreate: () => void;
  /** The filter box's placeholder. */
  filterPlaceholder: string;
  /** More filters beside the filter box. */
  filters?: ReactNode;
  /** The table's columns, the actions column included. */
  columns: TableColumnsType<T>;
  /** Shows the table loading while a mutation runs. */
  isBusy?: boolean;
  /** data-testid of the card, "new" button, filter box, table and rows. */
  testIds: AdminListTestIds<T>;
  /** Forms, drawers and modal holders of the page. */
  children?: ReactNode;
}

/**
 * The card of an admin list (spec 3 §4): title and "new" button, filter box, paged table and
 * the load failure; the page's forms go in as children.
 */
export function AdminListLayout<T extends Identified>({
  state,
  title,
  canCreate,
  createLabel,
  onCreate,
  filterPlaceholder,
  filters,
  columns,
  isBusy = false,
  testIds,
  children,
}: AdminListLayoutProps<T>) {
  return (
    <FilteredTableCard<T>
      title={title}
      testId={testIds.page}
      extra={
        canCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onCreate}
            data-testid={testIds.create}
          >
            {createLabel}
          </Button>
        )
      }
      filterPlaceholder={filterPlaceholder}
      filterTestId={testIds.filter}
      filters={filters}
      state={state}
      table={{
        columns,
        onRow: (row) => ({ 'data-testid': testIds.row(row) }) as HTMLAttributes<HTMLElement>,
      }}
      isBusy={isBusy}
      tableTestId={testIds.table}
    >
      {children}
    </FilteredTableCard>
  );
}
