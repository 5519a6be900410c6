import { useEffect, type ReactNode } from 'react';
import { message, notification } from 'antd';
import { bindNotificationApi } from './notifier';
import { MessageContext } from './messageContext';

/** Props of {@link FeedbackProvider}. */
export interface FeedbackProviderProps {
  children: ReactNode;
}

/**
 * Makes themed, translated notification and message APIs (hooks, so they follow
 * ConfigProvider) and hands the notification API to the notifier used outside React. Lighter
 * than antd's App, which also pulls in Modal.
 */
export function FeedbackProvider({ children }: FeedbackProviderProps) {
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    bindNotificationApi(notificationApi);
    return () => bindNotificationApi(null);
  }, [notificationApi]);
  return (
    <MessageContext.Provider value={messageApi}>
      {notificationHolder}
      {messageHolder}
      {children}
    </MessageContext.Provider>
  );
}
