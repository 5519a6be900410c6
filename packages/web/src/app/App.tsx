import { BrowserRouter } from 'react-router';
import { SessionExpiryHandler } from '../features/auth';
import { AppProviders } from './providers/AppProviders';
import { BootGate } from './providers/BootGate';
import { BranchEffects } from './providers/BranchEffects';
import { AppRoutes } from './router/AppRoutes';

/** The whole web application. */
export function App() {
  return (
    <AppProviders>
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
