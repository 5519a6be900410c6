import { lazyWithTexts } from '../../shared/i18n';

/**
 * The rounds (issue 23): the area's page loads from its module (app/main/lazyAreas.ts); this door
 * gives the admin entries "Institutions" and "Segments".
 */
export type { RoundListAdminPageProps } from './admin/RoundListAdminPage';

/** Admin "Institutions" and "Segments", loaded on demand. */
export const RoundListAdminPage = lazyWithTexts(() =>
  import('./admin/RoundListAdminPage').then((m) => ({ default: m.RoundListAdminPage })),
);
