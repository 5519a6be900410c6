import { useEffect } from 'react';
import { message, notification } from 'antd';
import { bindNotificationApi } from './notifier';
import type { MessageApi } from './messageContext';

/** Props of {@link FeedbackHolders}. */
export interface FeedbackHoldersProps {
  /** Receives antd's message API once mounted (null when unmounted). */
  onMessageApi: (api: MessageApi | null) => void;
}

/**
 * antd's notification and message APIs (hooks, so they follow ConfigProvider) and the holders
 * they render into; loaded by FeedbackProvider with the first notification or message.
 */
export function FeedbackHolders({ onMessageApi }: FeedbackHoldersProps) {
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    bindNotificationApi(notificationApi);
    onMessageApi(messageApi);
    return () => {
      bindNotificationApi(null);
      onMessageApi(null);
    };
  }, [notificationApi, messageApi, onMessageApi]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
