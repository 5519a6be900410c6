import { createContext, useContext } from 'react';
import type { message } from 'antd';

/** antd's themed message API (short toasts such as "saved"). */
export type MessageApi = ReturnType<typeof message.useMessage>[0];

/** Holds the message API made by FeedbackProvider. */
export const MessageContext = createContext<MessageApi | null>(null);

/** The themed message API; use inside FeedbackProvider. */
export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage needs FeedbackProvider');
  return api;
}
