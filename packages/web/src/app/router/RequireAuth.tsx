import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lastAuthExit, useAuth } from '../../features/auth';
import { TopProgressBar } from '../../shared/components';
import { buildLoginRedirect, LOGIN_PATH } from '../../shared/session';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Lets authenticated users through; others go to /login with a redirect holding the path
 * and query (spec 1 §2). After a deliberate logout there is nothing to come back to.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { isVerifying, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isVerifying) return <TopProgressBar />;
  if (!isAuthenticated) {
    const target =
      lastAuthExit() === 'logout'
        ? LOGIN_PATH
        : buildLoginRedirect(location.pathname, location.search);
    return <Navigate to={target} replace />;
  }
  return children;
}
