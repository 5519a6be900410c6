import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/** Props of {@link IconButton}. */
export interface IconButtonProps {
  icon: ReactNode;
  /** The button's accessible name and tooltip. */
  label: string;
  onClick: () => void;
  /** data-testid of the button. */
  testId: string;
  disabled?: boolean;
  danger?: boolean;
  type?: 'default' | 'text';
  /** Shows a spinner while the action runs. */
  isBusy?: boolean;
  /** Whether the label shows as the browser's own title rather than a tooltip. */
  hasTitleHint?: boolean;
}

/** A small icon-only button whose label is its hint (a tooltip by default) and accessible name. */
export function IconButton({
  icon,
  label,
  onClick,
  testId,
  disabled,
  danger,
  type = 'default',
  isBusy,
  hasTitleHint = false,
}: IconButtonProps) {
  const button = (
    <Button
      size="small"
      type={type}
      danger={danger}
      icon={icon}
      title={hasTitleHint ? label : undefined}
      aria-label={label}
      disabled={disabled}
      loading={isBusy}
      onClick={onClick}
      data-testid={testId}
    />
  );
  return hasTitleHint ? button : <Tooltip title={label}>{button}</Tooltip>;
}
