import { useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAIL_MAX_RECIPIENTS, type MailQueued } from '@newsroom/domain';
import { apiRequest } from '../api';
import { currentLocale } from '../i18n';
import { notifyFailure, useMessage } from '../notifications';

/** Props of {@link EmailDialog}. */
export interface EmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** The mail call (`/api/assignments/5/email`, `/api/productions/email/grid`). */
  path: string;
  /** What the call needs besides the recipients and the language (the grid's day). */
  extra?: Record<string, unknown>;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Asks for recipients and mails a document in the reader's language. The server queues the mail
 * and sends it in the background (a failure reaches the notifications centre); 422
 * `mail:notConfigured` when the SMTP settings are empty.
 */
export function EmailDialog({ open, onClose, path, extra }: EmailDialogProps) {
  const { t } = useTranslation('mail');
  const message = useMessage();
  const [form] = Form.useForm<{ to: string[] }>();
  const [isSending, setIsSending] = useState(false);

  const handleSend = async () => {
    const { to } = await form.validateFields();
    setIsSending(true);
    try {
      const queued = await apiRequest<MailQueued>(path, {
        method: 'POST',
        json: { ...extra, to, locale: currentLocale() },
      });
      void message.success(t('queued', { count: queued.to.length }));
      form.resetFields();
      onClose();
    } catch (error) {
      notifyFailure(error, 'actionFailed');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('dialogTitle')}
      okText={t('send')}
      onOk={() => void handleSend().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={isSending}
      okButtonProps={{ ...{ 'data-testid': 'email-send' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="to"
          label={t('recipients')}
          extra={t('recipientsHint')}
          rules={[
            { required: true, message: t('recipientsRequired') },
            {
              validator: (_rule, value: string[] | undefined) =>
                (value ?? []).every(isEmail) && (value ?? []).length <= MAIL_MAX_RECIPIENTS
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('recipientsInvalid', { max: MAIL_MAX_RECIPIENTS }))),
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ';', ' ']}
            aria-label={t('recipients')}
            data-testid="email-recipients"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
