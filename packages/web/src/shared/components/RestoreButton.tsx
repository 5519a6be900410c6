import { Button, Tooltip } from 'antd';
import { UndoOutlined } from '@ant-design/icons';

/** Props of {@link RestoreButton}. */
export interface RestoreButtonProps {
  /** Tooltip and accessible name. */
  label: string;
  id: number;
  testId: string;
  isRestoring: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A trash row's small Restore button. */
export function RestoreButton({
  label,
  id,
  testId,
  isRestoring,
  disabled,
  onClick,
}: RestoreButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        icon={<UndoOutlined />}
        aria-label={label}
        loading={isRestoring}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
        data-id={id}
      />
    </Tooltip>
  );
}
