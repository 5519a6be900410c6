import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { onNotificationWanted } from './notifier';
import { MessageContext } from './messageContext';
import { createMessageRelay } from './messageRelay';
import { lazyWithTexts } from '../i18n';

/** antd's notification and message code (~12 KiB gzip): loaded with the first one shown. */
const FeedbackHolders = lazyWithTexts(() =>
  import('./FeedbackHolders').then((m) => ({ default: m.FeedbackHolders })),
);

/** Props of {@link FeedbackProvider}. */
export interface FeedbackProviderProps {
  children: ReactNode;
}

/**
 * Makes themed, translated notification and message APIs and hands the notification API to the
 * notifier used outside React. Lighter than antd's App, which also pulls in Modal. antd's part
 * loads with the first notification or message (a cold rundown open shows none); those asked
 * for before it is here wait and show in order.
 */
export function FeedbackProvider({ children }: FeedbackProviderProps) {
  const [isWanted, setIsWanted] = useState(false);
  // Deferred: a message may be asked for while another component renders.
  const [want] = useState(() => () => queueMicrotask(() => setIsWanted(true)));
  const [relay] = useState(() => createMessageRelay(want));
  useEffect(() => {
    onNotificationWanted(want);
    return () => onNotificationWanted(null);
  }, [want]);
  return (
    <MessageContext.Provider value={relay.api}>
      {isWanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders onMessageApi={relay.bind} />
        </Suspense>
      ) : null}
      {children}
    </MessageContext.Provider>
  );
}
