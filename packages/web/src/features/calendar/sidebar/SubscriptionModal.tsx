import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '@newsroom/domain';
import { copyToClipboard, useMessage } from '../../../shared/notifications';
import { revokeSubscription, rotateSubscription } from '../api/calendarsApi';

/** Props of {@link SubscriptionModal}. */
export interface SubscriptionModalProps {
  calendar: Calendar;
  onClose: () => void;
}

/**
 * The calendar's private feed address for other calendar apps: created (or replaced) on demand
 * and shown with a copy button, or revoked. No call reads an address back, so it is shown only
 * right after it is made.
 */
export function SubscriptionModal({ calendar, onClose }: SubscriptionModalProps) {
  const { t } = useTranslation('calendar');
  const message = useMessage();
  const [url, setUrl] = useState<string | null>(null);

  const rotate = useMutation({
    mutationFn: () => rotateSubscription(calendar.id),
    meta: { failureKind: 'create' },
    onSuccess: setUrl,
  });
  const revoke = useMutation({
    mutationFn: () => revokeSubscription(calendar.id),
    meta: { failureKind: 'delete' },
    onSuccess: () => {
      setUrl(null);
      void message.success({ content: t('subscription.revoked'), key: 'calendar-feed-revoked' });
    },
  });

  const handleCopy = async () => {
    if (url && (await copyToClipboard(url)))
      void message.success({ content: t('subscription.copied'), key: 'calendar-feed-copied' });
  };

  return (
    <Modal
      open
      title={t('subscription.title', { name: calendar.name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph>{t('subscription.help')}</Typography.Paragraph>
        <Alert type="info" showIcon title={t('subscription.shownOnce')} />
        {url && (
          <Space.Compact block>
            <Input
              readOnly
              value={url}
              aria-label={t('subscription.url')}
              data-testid="calendar-feed-url"
            />
            <Button
              icon={<CopyOutlined />}
              aria-label={t('subscription.copy')}
              onClick={() => void handleCopy()}
            />
          </Space.Compact>
        )}
        <Flex gap="small" justify="flex-end">
          <Popconfirm
            title={t('subscription.revokeConfirm')}
            okButtonProps={{ danger: true }}
            onConfirm={() => revoke.mutate()}
          >
            <Button danger loading={revoke.isPending} data-testid="calendar-feed-revoke">
              {t('subscription.revoke')}
            </Button>
          </Popconfirm>
          <Popconfirm title={t('subscription.rotateConfirm')} onConfirm={() => rotate.mutate()}>
            <Button type="primary" loading={rotate.isPending} data-testid="calendar-feed-create">
              {t(url ? 'subscription.rotate' : 'subscription.create')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Modal>
  );
}
