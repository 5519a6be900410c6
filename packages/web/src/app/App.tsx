import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionExpiryHandler } from '../features/auth';
import { AppProviders } from './providers/AppProviders';
import { BootGate } from './providers/BootGate';
import { BranchEffects } from './providers/BranchEffects';
import { AppRoutes } from './router/AppRoutes';

/** Props of {@link App}. */
export interface AppProps {
  /** The page's cache, already filling with the start-up answers (main.tsx). */
  queryClient?: QueryClient;
}

/** The whole web application. */
export function App({ queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <BranchEffects />
        <SessionExpiryHandler />
        <BootGate>
          <AppRoutes />
        </BootGate>
      </BrowserRouter>
    </AppProviders>
  );
}
