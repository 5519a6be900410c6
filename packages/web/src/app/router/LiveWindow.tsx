import type { ReactNode } from 'react';
import { RealtimeConnector } from '../providers/RealtimeConnector';
import { RequireAuth } from './RequireAuth';
import { RouteSuspense } from './RouteSuspense';

/** Props of {@link LiveWindow}. */
export interface LiveWindowProps {
  children: ReactNode;
}

/**
 * A window of its own that follows live changes (prompter, studio views): signed in, no shell,
 * but the socket the shell would hold.
 */
export function LiveWindow({ children }: LiveWindowProps) {
  return (
    <RequireAuth>
      <RealtimeConnector />
      <RouteSuspense>{children}</RouteSuspense>
    </RequireAuth>
  );
}
