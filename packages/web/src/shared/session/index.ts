export { onSessionExpired, reportSessionExpired } from './sessionExpiry';
export type { SessionExpiry } from './sessionExpiry';
export { buildLoginRedirect, safeRedirectTarget, LOGIN_PATH, HOME_PATH } from './loginRedirect';
export { trackSessionRenewal, sessionRenewalsSettled } from './sessionRenewal';
