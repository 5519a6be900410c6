/** The branch configuration: loaded at start (public), edited in admin general settings. */
export { useBranchConfig } from './hooks/useBranchConfig';
export { useBranchLive } from './hooks/useBranchLive';
export { BRANCH_CONFIG_KEY, fetchBranchConfig } from './api/branchApi';
export { GeneralSettingsPage } from './pages/GeneralSettingsPage';
export type { GeneralSettingsPageProps } from './pages/GeneralSettingsPage';
