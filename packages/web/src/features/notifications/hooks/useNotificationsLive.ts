import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_DEBOUNCE_MS, type Notification } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { notificationKeys } from '../api/notificationsApi';
import { showBrowserNotice } from '../browserNotice';
import { burstCollector } from '../burst';
import { notificationTitle } from '../notificationText';

/**
 * Keeps the notifications centre live (`/topic/notifications`, the user's own only): new ones
 * and read marks from the user's other screens reload the list and the badge; new ones also show
 * as a toast and, when allowed, a browser notification — a burst once, after 500 ms of quiet.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const burst = useMemo(
    () =>
      burstCollector<Notification>(NOTIFICATION_DEBOUNCE_MS, (items) => {
        const locale = currentLocale();
        const [first] = items;
        const title =
          items.length === 1 && first
            ? notificationTitle(first, t, locale)
            : t('notification:centre.manyNew', { count: items.length });
        const body = items.length === 1 && first ? first.text : '';
        notify({ kind: 'info', title, description: body || undefined });
        showBrowserNotice(title, body, `nrcs-notification-${items.at(-1)?.id ?? 0}`);
      }),
    [t],
  );
  useEffect(() => () => burst.cancel(), [burst]);

  useTopic('notifications', (event) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    if (event.action === 'CREATE' || event.action === 'REMINDER')
      burst.add(event.data as Notification);
  });
}
