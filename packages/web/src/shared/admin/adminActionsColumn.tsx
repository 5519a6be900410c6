import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { AdminRowActions } from './AdminRowActions';

/** A named row of an admin list. */
interface Named {
  name: string;
}

/** What {@link adminActionsColumn} shows and calls. */
export interface AdminActionsColumnOptions<T extends Named> {
  title: string;
  width: number;
  /** Edit (pencil) when true, view (eye) otherwise. */
  canEdit: boolean;
  /** Shows the delete button. */
  canDelete: boolean;
  /** The edit, view and delete buttons' labels. */
  labels: { edit: string; view: string; delete: string };
  /** The deletion's question about one row. */
  confirmTitle: (row: T) => string;
  /** Prefix of the test ids: `<prefix>-edit-<name>`, `<prefix>-delete-<name>`, `<prefix>-delete-confirm`. */
  testId: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** The page's own buttons of a row, between edit and delete. */
  extra?: (row: T) => ReactNode;
}

/** The actions column of an admin list: edit or view, the page's own buttons, delete when allowed. */
export function adminActionsColumn<T extends Named>(
  options: AdminActionsColumnOptions<T>,
): TableColumnsType<T>[number] {
  const { labels, testId } = options;
  return {
    key: 'actions',
    title: options.title,
    width: options.width,
    render: (_value, row) => (
      <AdminRowActions
        canEdit={options.canEdit}
        editLabel={labels.edit}
        viewLabel={labels.view}
        onEdit={() => options.onEdit(row)}
        editTestId={`${testId}-edit-${row.name}`}
        deletion={
          options.canDelete
            ? {
                confirmTitle: options.confirmTitle(row),
                label: labels.delete,
                onConfirm: () => options.onDelete(row),
                testId: `${testId}-delete-${row.name}`,
                confirmTestId: `${testId}-delete-confirm`,
              }
            : undefined
        }
      >
        {options.extra?.(row)}
      </AdminRowActions>
    ),
  };
}

/** The test ids of an admin list named `<plural>` whose rows are `<singular>-row-<name>`. */
export function adminListTestIds<T extends Named>(plural: string, singular: string) {
  return {
    page: plural,
    create: `${plural}-new`,
    filter: `${plural}-filter`,
    table: `${plural}-table`,
    row: (row: T) => `${singular}-row-${row.name}`,
  };
}
