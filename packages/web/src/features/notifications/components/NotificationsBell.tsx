import { useState } from 'react';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUnreadCount, notificationKeys } from '../api/notificationsApi';
import { useNotificationsLive } from '../hooks/useNotificationsLive';
import { NotificationsDrawer } from './NotificationsDrawer';

/** Header bell with the unread count; opens the notifications centre. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: fetchUnreadCount,
  });
  useNotificationsLive();
  const label = t('notification:centre.unread', { count: unread });
  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button
          type="text"
          icon={<BellOutlined />}
          onClick={() => setOpen(true)}
          aria-label={label}
          title={label}
          data-testid="notifications-bell"
          data-count={unread}
        />
      </Badge>
      <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
