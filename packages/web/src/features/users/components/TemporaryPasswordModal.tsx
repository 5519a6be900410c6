import { Button, Flex, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyToClipboard, notifyFailure, useMessage } from '../../../shared/notifications';

/** Props of {@link TemporaryPasswordModal}. */
export interface TemporaryPasswordModalProps {
  nickname: string;
  /** The temporary password, shown this once. */
  password: string;
  onClose: () => void;
}

/** Shows a reset's temporary password once, with a copy button; it is never shown again. */
export function TemporaryPasswordModal({
  nickname,
  password,
  onClose,
}: TemporaryPasswordModalProps) {
  const { t } = useTranslation();
  const message = useMessage();

  const handleCopy = async () => {
    if (await copyToClipboard(password)) {
      void message.success({ content: t('users:temporaryPassword.copied'), key: 'temp-copied' });
    } else {
      notifyFailure(new Error('clipboard'), 'actionFailed');
    }
  };

  return (
    <Modal
      open
      title={t('users:temporaryPassword.title')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="temporary-password-modal"
      footer={[
        <Button key="close" type="primary" onClick={onClose} data-testid="temporary-password-close">
          {t('common:close')}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph>
          {t('users:temporaryPassword.description', { nickname })}
        </Typography.Paragraph>
        <Flex gap="small" align="center">
          <Typography.Text code data-testid="temporary-password">
            {password}
          </Typography.Text>
          <Button
            icon={<CopyOutlined />}
            onClick={() => void handleCopy()}
            data-testid="temporary-password-copy"
          >
            {t('users:temporaryPassword.copy')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
