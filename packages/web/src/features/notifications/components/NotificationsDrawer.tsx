import { useState } from 'react';
import { Button, Drawer, Empty, Flex, List, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@newsroom/domain';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { openChatWindow } from '../../chat';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import { notifyFailure } from '../../../shared/notifications';
import {
  fetchNotifications,
  markNotificationsRead,
  notificationKeys,
} from '../api/notificationsApi';
import { browserNoticesAskable } from '../browserNotice';
import {
  notificationTarget,
  notificationTitle,
  type NotificationTarget,
} from '../notificationText';

/** Notifications shown at first; "more" adds as many again. */
const PAGE = 20;

/** Props of {@link NotificationsDrawer}. */
export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The notifications centre: newest first, unread marked, a click opens what it is about. */
export function NotificationsDrawer({ open, onClose }: NotificationsDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [size, setSize] = useState(PAGE);
  const [askable, setAskable] = useState(browserNoticesAskable);
  const [viewed, setViewed] = useState<Extract<NotificationTarget, { document: unknown }> | null>(
    null,
  );
  const { data, isLoading } = useQuery({
    queryKey: notificationKeys.page(size),
    queryFn: () => fetchNotifications(size),
    enabled: open,
  });
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (error) => notifyFailure(error, 'actionFailed'),
  });
  const locale = currentLocale();

  const openOne = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    const target = notificationTarget(item);
    if (target && 'path' in target) {
      onClose();
      void navigate(target.path);
    } else if (target && 'chatId' in target) {
      onClose();
      void openChatWindow(target.chatId);
    } else if (target) setViewed(target);
  };

  const askPermission = async () => {
    await Notification.requestPermission();
    setAskable(browserNoticesAskable());
  };

  return (
    <Drawer
      title={t('notification:centre.title')}
      open={open}
      onClose={onClose}
      size="default"
      extra={
        <Button
          size="small"
          onClick={() => markRead.mutate('all')}
          disabled={!data?.data.some((item) => !item.readAt)}
        >
          {t('notification:centre.markAllRead')}
        </Button>
      }
      data-testid="notifications-drawer"
    >
      {askable && (
        <Button block onClick={() => void askPermission()} style={{ marginBottom: 12 }}>
          {t('notification:centre.allowBrowser')}
        </Button>
      )}
      <List
        loading={isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={t('notification:centre.empty')} /> }}
        renderItem={(item) => (
          <List.Item
            onClick={() => openOne(item)}
            className={`nrcs-notification-item${item.readAt ? '' : ' nrcs-notification-item--unread'}`}
            data-testid="notification-item"
            data-read={Boolean(item.readAt)}
            style={{ cursor: 'pointer' }}
          >
            <List.Item.Meta
              title={
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong={!item.readAt}>
                    {notificationTitle(item, t, locale)}
                  </Typography.Text>
                  {item.late && <Tag color="orange">{t('notification:centre.late')}</Tag>}
                </Flex>
              }
              description={
                <>
                  {item.text && <div>{item.text}</div>}
                  <Typography.Text type="secondary">
                    {formatDateTime(new Date(item.createdAt), locale)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      {data && data.total > data.data.length && (
        <Button block onClick={() => setSize((current) => current + PAGE)}>
          {t('notification:centre.more')}
        </Button>
      )}
      {viewed && (
        <DocumentViewerDrawer
          origin={viewed.document.origin}
          id={viewed.document.id}
          open
          onClose={() => setViewed(null)}
        />
      )}
    </Drawer>
  );
}
