import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify, SESSION_EXPIRED_KEY } from '../../../shared/notifications';
import { onSessionExpired } from '../../../shared/session';
import { ME_QUERY_KEY } from '../api/authApi';
import { markAuthExit } from '../api/authExit';
import { clearSession } from '../hooks/clearSession';

/**
 * Runs the session-expired flow (a 401 from a call, a 1008 socket close): clear the user and
 * say so with copyable details (the shell's RealtimeConnector closes the socket). The route guard then sends the user to
 * /login with a redirect back.
 */
export function SessionExpiryHandler() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(
    () =>
      onSessionExpired((expiry) => {
        // Several calls may fail together; only the first ends the session.
        if (!queryClient.getQueryData(ME_QUERY_KEY)) return;
        markAuthExit('expired');
        clearSession(queryClient);
        notify({
          kind: 'error',
          key: SESSION_EXPIRED_KEY,
          title: t('notification:sessionExpiredTitle'),
          description: t('notification:sessionExpired'),
          details: expiry.details,
        });
      }),
    [queryClient, t],
  );
  return null;
}
