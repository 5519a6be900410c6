import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth';
import { TopProgressBar } from '../../shared/components';
import { safeRedirectTarget } from '../../shared/session';

/** Props of {@link RedirectIfAuthenticated}. */
export interface RedirectIfAuthenticatedProps {
  children: ReactNode;
}

/** The login route: an authenticated user goes on to the `redirect` value, or to `/`. */
export function RedirectIfAuthenticated({ children }: RedirectIfAuthenticatedProps) {
  const { isVerifying, isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  if (isVerifying) return <TopProgressBar />;
  if (isAuthenticated)
    return <Navigate to={safeRedirectTarget(searchParams.get('redirect'))} replace />;
  return children;
}
