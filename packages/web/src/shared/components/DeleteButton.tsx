import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link DeleteButton}. */
export interface DeleteButtonProps {
  /** The confirmation's question. */
  confirmTitle: ReactNode;
  /** A longer line under the question, when the title alone is not enough. */
  confirmDescription?: ReactNode;
  /** The button's accessible name and tooltip, and the confirm button's text. */
  label: string;
  /** Runs once the user confirms. */
  onConfirm: () => void;
  /** data-testid of the button. */
  testId: string;
  /** data-testid of the confirm button. */
  confirmTestId?: string;
  /** Whether the deletion is running. */
  isBusy?: boolean;
  size?: 'small' | 'middle';
  type?: 'default' | 'text';
  /** Whether hovering shows the label in a tooltip. */
  hasTooltip?: boolean;
}

/**
 * A delete button that asks first. Its tooltip hides while the confirmation is open, so it never
 * covers the confirm button.
 */
export function DeleteButton({
  confirmTitle,
  confirmDescription,
  label,
  onConfirm,
  testId,
  confirmTestId,
  isBusy = false,
  size = 'middle',
  type = 'default',
  hasTooltip = false,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const button = (
    <Button
      size={size}
      type={type}
      danger
      icon={<DeleteOutlined />}
      aria-label={label}
      loading={isBusy}
      data-testid={testId}
    />
  );
  return (
    <Popconfirm
      title={confirmTitle}
      description={confirmDescription}
      okText={label}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true, ...(confirmTestId ? { 'data-testid': confirmTestId } : {}) }}
      onConfirm={onConfirm}
      onOpenChange={setIsConfirming}
    >
      {hasTooltip ? (
        <Tooltip title={label} open={isConfirming ? false : undefined}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Popconfirm>
  );
}
