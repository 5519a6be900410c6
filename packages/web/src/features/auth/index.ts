import { lazyWithTexts } from '../../shared/i18n';

/** Authentication: the session check, login, logout, session expiry and access-failure logs. */
export { useAuth } from './hooks/useAuth';
export type { AuthState } from './hooks/useAuth';
export { useLogout } from './hooks/useLogout';
export { useMeLive } from './hooks/useMeLive';
export { ME_QUERY_KEY, fetchMe } from './api/authApi';
export { abilityOf, canWriteIn, meSchema } from './api/me';
export type { Me } from './api/me';
export { lastAuthExit } from './api/authExit';
export type { AuthExit } from './api/authExit';
export { SessionExpiryHandler } from './components/SessionExpiryHandler';

/** The login screen, loaded on demand. */
export const LoginPage = lazyWithTexts(() =>
  import('./pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);

/** The admin access-failure log table, loaded on demand. */
export const AccessFailureLogsPage = lazyWithTexts(() =>
  import('./pages/AccessFailureLogsPage').then((m) => ({ default: m.AccessFailureLogsPage })),
);
