import { useState } from 'react';
import { Button, Form } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAIL_ERRORS, type MailTest } from '@newsroom/domain';
import { apiRequest, isApiError } from '../../../shared/api';
import { currentLocale } from '../../../shared/i18n';
import { notifyFailure, useMessage } from '../../../shared/notifications';

/**
 * Sends a test mail to the administrator's own address with the saved settings and says how it
 * went: where it went, or the mail server's own words when it refused.
 */
export function SmtpTestButton() {
  const { t } = useTranslation('mail');
  const message = useMessage();
  const [isSending, setIsSending] = useState(false);

  const handleTest = async () => {
    setIsSending(true);
    try {
      const sent = await apiRequest<MailTest>('/api/settings/smtp/test', {
        method: 'POST',
        json: { locale: currentLocale() },
      });
      void message.success(t('testSent', { to: sent.to }));
    } catch (error) {
      const reason = testFailureReason(error);
      if (reason === null) notifyFailure(error, 'actionFailed');
      else void message.error(t('testFailed', { reason }), 8);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Form.Item extra={t('testHint')}>
      <Button
        icon={<SendOutlined />}
        loading={isSending}
        onClick={() => void handleTest()}
        data-testid="settings-smtp-test"
      >
        {t('test')}
      </Button>
    </Form.Item>
  );
}

/** The server's words of a failed test, or null for any other failure. */
function testFailureReason(error: unknown): string | null {
  if (!isApiError(error) || error.message !== MAIL_ERRORS.testFailed) return null;
  const details = error.details as { reason?: unknown } | undefined;
  return typeof details?.reason === 'string' ? details.reason : '';
}
