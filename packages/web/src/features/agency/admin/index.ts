import { lazyWithTexts } from '../../../shared/i18n';

/** The agency's administration (spec 3 §2): sources, categories, connectors and settings. */
export type { AgencyAdminPageProps } from './pages/AgencyAdminPage';

/** Admin "agency", loaded on demand. */
export const AgencyAdminPage = lazyWithTexts(() =>
  import('./pages/AgencyAdminPage').then((m) => ({ default: m.AgencyAdminPage })),
);
