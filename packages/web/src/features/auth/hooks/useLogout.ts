import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime } from '../../../shared/realtime';
import { notifyFailure } from '../../../shared/notifications';
import { logout } from '../api/authApi';
import { markAuthExit } from '../api/authExit';
import { clearSession } from './clearSession';

/**
 * Logs out: closes the socket first (the server closes it with 1008 on logout, which must
 * not read as an expired session), posts /api/logout, then clears the user; the route guard
 * then shows /login.
 */
export function useLogout(): { handleLogout: () => Promise<void>; isLoggingOut: boolean } {
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const handleLogout = useCallback(async () => {
    setIsLoggingOut(true);
    await realtime.stop();
    try {
      await logout();
    } catch (error) {
      notifyFailure(error, 'actionFailed');
    } finally {
      markAuthExit('logout');
      clearSession(queryClient);
      setIsLoggingOut(false);
    }
  }, [queryClient]);
  return { handleLogout, isLoggingOut };
}
