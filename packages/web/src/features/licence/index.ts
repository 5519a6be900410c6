import { lazy } from 'react';

/** The licence (issue 24): the admin screen and the expiry banner of the shell. */
export { LicenceBanner } from './components/LicenceBanner';
export type { LicencePageProps } from './pages/LicencePage';

/** Admin "licence", loaded on demand. */
export const LicencePage = lazy(() =>
  import('./pages/LicencePage').then((m) => ({ default: m.LicencePage })),
);
