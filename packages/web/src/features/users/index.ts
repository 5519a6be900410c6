import { lazyWithTexts } from '../../shared/i18n';

/** Users: the online-user indicator, the user's own data and the users administration. */
export { OnlineUsersIndicator } from './components/OnlineUsersIndicator';
export { useOnlineUsers } from './hooks/useOnlineUsers';
export { usePresence } from './hooks/usePresence';
export { useAwayReporter } from './hooks/useAwayReporter';
export { PresenceDot } from './components/PresenceDot';
export { applyOnlineEvent } from './api/onlineUsers';
export { ONLINE_USERS_KEY } from './api/usersApi';
export { ACTIVE_USER_OPTIONS_KEY, fetchActiveUserOptions } from './api/usersAdminApi';
export type { OnlineUser, MyDataUpdate } from './api/usersApi';
export type { MyDataModalProps } from './components/MyDataModal';

/** The "my data" dialog, loaded when first opened. */
export const MyDataModal = lazyWithTexts(() =>
  import('./components/MyDataModal').then((m) => ({ default: m.MyDataModal })),
);

/** The users administration screen (admin key `users`), loaded when first opened. */
export const UsersAdminPage = lazyWithTexts(() =>
  import('./pages/UsersAdminPage').then((m) => ({ default: m.UsersAdminPage })),
);
