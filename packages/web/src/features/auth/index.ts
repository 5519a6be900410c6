/** Authentication: the session check, login, logout, session expiry and access-failure logs. */
export { useAuth } from './hooks/useAuth';
export type { AuthState } from './hooks/useAuth';
export { useLogout } from './hooks/useLogout';
export { useMeLive } from './hooks/useMeLive';
export { ME_QUERY_KEY } from './api/authApi';
export { abilityOf, meSchema } from './api/me';
export type { Me } from './api/me';
export { lastAuthExit } from './api/authExit';
export type { AuthExit } from './api/authExit';
export { loginAnswerOf, loginAlertFor } from './api/loginAnswer';
export { SessionExpiryHandler } from './components/SessionExpiryHandler';
export { LoginPage } from './pages/LoginPage';
export { AccessFailureLogsPage } from './pages/AccessFailureLogsPage';
