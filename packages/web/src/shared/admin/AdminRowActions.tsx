import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { DeleteButton } from '../components';

/** The delete button of a row and its confirmation. */
export interface AdminRowDeletion {
  /** The confirmation's question. */
  confirmTitle: string;
  /** The confirm button's text and the delete button's label. */
  label: string;
  /** Runs once the administrator confirms. */
  onConfirm: () => void;
  /** data-testid of the delete button. */
  testId: string;
  /** data-testid of the confirm button. */
  confirmTestId: string;
}

/** Props of {@link AdminRowActions}. */
export interface AdminRowActionsProps {
  /** Edit (pencil) when true, view (eye) otherwise. */
  canEdit: boolean;
  /** The edit button's label. */
  editLabel: string;
  /** The view button's label. */
  viewLabel: string;
  /** Opens the item's form. */
  onEdit: () => void;
  /** data-testid of the edit/view button. */
  editTestId: string;
  /** The delete button; absent when the administrator may not delete. */
  deletion?: AdminRowDeletion;
  /** More buttons, between edit and delete. */
  children?: ReactNode;
}

/** The actions cell of an admin list row: edit or view, the page's own buttons, delete with confirmation. */
export function AdminRowActions({
  canEdit,
  editLabel,
  viewLabel,
  onEdit,
  editTestId,
  deletion,
  children,
}: AdminRowActionsProps) {
  return (
    <Space>
      <Button
        size="small"
        icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
        aria-label={canEdit ? editLabel : viewLabel}
        onClick={onEdit}
        data-testid={editTestId}
      />
      {children}
      {deletion && (
        <DeleteButton
          confirmTitle={deletion.confirmTitle}
          label={deletion.label}
          onConfirm={deletion.onConfirm}
          testId={deletion.testId}
          confirmTestId={deletion.confirmTestId}
          size="small"
        />
      )}
    </Space>
  );
}
