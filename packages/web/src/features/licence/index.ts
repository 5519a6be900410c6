import { lazyWithTexts } from '../../shared/i18n';

/** The licence (issue 24): the admin screen and the expiry banner of the shell. */
export { LicenceBanner } from './components/LicenceBanner';
export type { LicencePageProps } from './pages/LicencePage';

/** Admin "licence", loaded on demand. */
export const LicencePage = lazyWithTexts(() =>
  import('./pages/LicencePage').then((m) => ({ default: m.LicencePage })),
);
