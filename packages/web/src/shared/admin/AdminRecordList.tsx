import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { adminActionsColumn } from './adminActionsColumn';
import { AdminListLayout, type AdminListTestIds } from './AdminListLayout';
import type { AdminRecordWords } from './adminRecordWords';
import type { AdminListState } from './useAdminList';
import { useAdminDelete } from './useAdminDelete';

/** Props of {@link AdminRecordList}. */
export interface AdminRecordListProps<T extends { id: number; name: string }> {
  /** From {@link useAdminList}. */
  state: AdminListState<T>;
  words: AdminRecordWords;
  /** More filters beside the filter box. */
  filters?: ReactNode;
  /** The record's columns; the actions column comes last. */
  columns: TableColumnsType<T>;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Create and edit (pencil); otherwise view (eye). */
  canEdit: boolean;
  /** Shows the delete button. */
  canDelete: boolean;
  /** The list's delete mutation: the table shows loading while it runs. */
  remove: UseMutationResult<void, Error, number>;
  /** A deletion of the page's own; the mutation with a toast otherwise. */
  onDelete?: (row: T) => void;
  /** Key of the deletion's toast (one toast however often deleted). */
  deletedKey: string;
  /** data-testid of the card, "new" button, filter box, table and rows. */
  testIds: AdminListTestIds<T>;
  /** Prefix of the row buttons' test ids (see {@link adminActionsColumn}). */
  actionTestId: string;
  /** The create/edit form of a new (null) or existing record. */
  form: (record: T | null, onClose: () => void) => ReactNode;
  /** The page's own buttons of a row, between edit and delete. */
  extraActions?: (row: T) => ReactNode;
  /** Drawers and modal holders of the page. */
  children?: ReactNode;
}

/**
 * An admin list of named records (spec 3 §4): the card with its "new" button and filter, the
 * record's columns and the edit/delete actions, and the form of the record being edited.
 */
export function AdminRecordList<T extends { id: number; name: string }>({
  state,
  words,
  filters,
  columns,
  actionsWidth = 120,
  canEdit,
  canDelete,
  remove,
  onDelete,
  deletedKey,
  testIds,
  actionTestId,
  form,
  extraActions,
  children,
}: AdminRecordListProps<T>) {
  // Nothing, a new record (null) or one record.
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const handleDelete = useAdminDelete(remove, { content: words.deleted, key: deletedKey });
  const actions = adminActionsColumn<T>({
    title: words.actions,
    width: actionsWidth,
    canEdit,
    canDelete,
    labels: { edit: words.edit, view: words.view, delete: words.delete },
    confirmTitle: (row) => words.deleteConfirm(row.name),
    testId: actionTestId,
    onEdit: (row) => setEditing({ record: row }),
    onDelete: onDelete ?? handleDelete,
    extra: extraActions,
  });

  return (
    <AdminListLayout<T>
      state={state}
      title={words.title}
      canCreate={canEdit}
      createLabel={words.create}
      onCreate={() => setEditing({ record: null })}
      filterPlaceholder={words.filterPlaceholder}
      filters={filters}
      columns={[...columns, actions]}
      isBusy={remove.isPending}
      testIds={testIds}
    >
      {children}
      {editing && form(editing.record, () => setEditing(null))}
    </AdminListLayout>
  );
}
