import { useEffect } from 'react';
import { App } from 'antd';
import { bindNotificationApi } from './notifier';

/** Hands antd's themed notification API to the notifier; renders nothing. */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    bindNotificationApi(notification);
    return () => bindNotificationApi(null);
  }, [notification]);
  return null;
}
