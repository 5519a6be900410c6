import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchMe, ME_QUERY_KEY, useMeLive } from '../../features/auth';
import { useBranchLive } from '../../features/branch';
import { useAppearanceLive } from '../../features/settings';
import { brokerUrl, realtime, type RealtimeCallbacks } from '../../shared/realtime';
import {
  onSessionExpired,
  reportSessionExpired,
  sessionRenewalsSettled,
} from '../../shared/session';

/**
 * Holds the socket open while the signed-in shell is mounted, and mounts the cache patches
 * that every page needs (the branch configuration, the user's own data, the appearance).
 */
export function RealtimeConnector() {
  const queryClient = useQueryClient();
  useBranchLive();
  useMeLive();
  useAppearanceLive();

  // Whatever noticed the expiry (a 401), the socket must not keep reconnecting.
  useEffect(() => onSessionExpired(() => void realtime.stop()), []);

  useEffect(() => {
    let isMounted = true;
    const url = brokerUrl(window.location);
    // Events may have been missed while disconnected: refetch what is on screen.
    const refetchLive = () =>
      void queryClient.invalidateQueries({
        predicate: (query) =>
          !(query.queryKey[0] === ME_QUERY_KEY[0] && query.queryKey[1] === ME_QUERY_KEY[1]),
      });
    const callbacks: RealtimeCallbacks = {
      // 1008 ends the socket's session; the browser may already hold a new one (a password
      // change renews it), so ask the server before declaring the session over.
      onSessionExpired: (details) => {
        void (async () => {
          await sessionRenewalsSettled();
          const me = await fetchMe().catch(() => undefined);
          if (!isMounted) return;
          if (me === null) reportSessionExpired({ source: 'socket', details });
          // Resuming: the first connect refetches, as after any drop.
          else realtime.start(url, callbacks, { isResume: true });
        })();
      },
      onReconnected: refetchLive,
    };
    realtime.start(url, callbacks);
    return () => {
      isMounted = false;
      void realtime.stop();
    };
  }, [queryClient]);

  return null;
}
