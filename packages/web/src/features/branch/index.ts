import { lazyWithTexts } from '../../shared/i18n';

/** The branch configuration: loaded at start (public), edited in admin general settings. */
export { useBranchConfig } from './hooks/useBranchConfig';
export { useBranchLive } from './hooks/useBranchLive';
export { BRANCH_CONFIG_KEY, fetchBranchConfig } from './api/branchApi';
export type { GeneralSettingsPageProps } from './pages/GeneralSettingsPage';

/** Admin general settings (branch settings inside), loaded on demand. */
export const GeneralSettingsPage = lazyWithTexts(() =>
  import('./pages/GeneralSettingsPage').then((m) => ({ default: m.GeneralSettingsPage })),
);
