import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CloseOutlined, EditOutlined } from '@ant-design/icons';

/** Props of {@link ViewerIconButton}. */
export interface ViewerIconButtonProps {
  icon: ReactNode;
  /** Tooltip and accessible name. */
  label: string;
  onClick: () => void;
  testId: string;
  loading?: boolean;
}

/** An icon-only viewer action with its label as tooltip and accessible name. */
export function ViewerIconButton({ icon, label, onClick, testId, loading }: ViewerIconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        icon={icon}
        aria-label={label}
        onClick={onClick}
        loading={loading}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/** Props of {@link ViewerCloseButton} and {@link ViewerEditButton}. */
export type ViewerActionButtonProps = Omit<ViewerIconButtonProps, 'icon' | 'loading'>;

/** The viewer's Close button. */
export function ViewerCloseButton(props: ViewerActionButtonProps) {
  return <ViewerIconButton icon={<CloseOutlined />} {...props} />;
}

/** The viewer's Edit button, labelled with text. */
export function ViewerEditButton({ label, onClick, testId }: ViewerActionButtonProps) {
  return (
    <Button icon={<EditOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
