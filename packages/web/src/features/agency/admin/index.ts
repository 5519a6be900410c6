import { lazy } from 'react';

/** The agency's administration (spec 3 §2): sources, categories, connectors and settings. */
export type { AgencyAdminPageProps } from './pages/AgencyAdminPage';

/** Admin "agency", loaded on demand. */
export const AgencyAdminPage = lazy(() =>
  import('./pages/AgencyAdminPage').then((m) => ({ default: m.AgencyAdminPage })),
);
