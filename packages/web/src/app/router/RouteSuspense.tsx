import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TopProgressBar } from '../../shared/components';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';

/** Props of {@link RouteSuspense}. */
export interface RouteSuspenseProps {
  children: ReactNode;
}

/**
 * Wraps a lazily loaded page: the top progress bar while its code loads, the 500 screen if
 * it throws. Each page gets its own boundary, so the bar also shows when navigating.
 */
export function RouteSuspense({ children }: RouteSuspenseProps) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<TopProgressBar />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
