import { lazyWithTexts } from '../../shared/i18n';

/** Directory sync (issue 24): LDAP / Active Directory configuration, preview and sync state. */
export type { DirectoryPageProps } from './pages/DirectoryPage';

/** Admin "activeDirectory", loaded on demand. */
export const DirectoryPage = lazyWithTexts(() =>
  import('./pages/DirectoryPage').then((m) => ({ default: m.DirectoryPage })),
);
