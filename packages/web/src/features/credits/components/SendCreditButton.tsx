import { Button, Tooltip } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link SendCreditButton}. */
export interface SendCreditButtonProps {
  name: string;
  /** Why it cannot send (a `credits:blocked.*` reason), or null when it can. */
  blockedBy: string | null;
  isSending: boolean;
  onSend: () => void;
  testId: string;
}

/** Sends one credit; disabled with the reason in its tooltip when it cannot. */
export function SendCreditButton({
  name,
  blockedBy,
  isSending,
  onSend,
  testId,
}: SendCreditButtonProps) {
  const { t } = useTranslation('credits');
  const button = (
    <Button
      size="small"
      icon={<SendOutlined />}
      disabled={blockedBy !== null}
      loading={isSending}
      aria-label={t('sendLabel', { name })}
      onClick={onSend}
      data-testid={testId}
      data-blocked-by={blockedBy ?? ''}
    >
      {t('send')}
    </Button>
  );
  if (blockedBy === null) return button;
  // A disabled button fires no pointer events: the wrapper carries the tooltip.
  return (
    <Tooltip title={t(`blocked.${blockedBy}`)}>
      <span
        className="nrcs-credit-send-blocked"
        tabIndex={0}
        aria-label={t(`blocked.${blockedBy}`)}
      >
        {button}
      </span>
    </Tooltip>
  );
}
