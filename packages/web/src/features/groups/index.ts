import { lazyWithTexts } from '../../shared/i18n';

/** Groups of users: the admin screen, and the selects other areas reuse (users, groups). */
export { UserMultiSelect } from './components/UserMultiSelect';
export type { UserMultiSelectProps } from './components/UserMultiSelect';
export { useUserOptions } from './hooks/useUserOptions';
export { useGroupOptions } from './hooks/useGroupOptions';
export { GROUP_OPTIONS_KEY } from './api/groupsApi';
export type { GroupsPageProps } from './pages/GroupsPage';

/** Admin "groups", loaded on demand. */
export const GroupsPage = lazyWithTexts(() =>
  import('./pages/GroupsPage').then((m) => ({ default: m.GroupsPage })),
);
