import { Suspense, useState } from 'react';
import { lazyWithTexts } from '../../../shared/i18n';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUnreadCount, notificationKeys } from '../api/notificationsApi';
import { useNotificationsLive } from '../hooks/useNotificationsLive';

// The drawer (list, side viewer) loads when first opened: the header is on every screen.
const NotificationsDrawer = lazyWithTexts(() =>
  import('./NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
);

/** Header bell with the unread count; opens the notifications centre. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
          aria-label={label}
          title={label}
          data-testid="notifications-bell"
          data-count={unread}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
