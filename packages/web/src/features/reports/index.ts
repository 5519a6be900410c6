import { lazyWithTexts } from '../../shared/i18n';

/**
 * Reports (issue 23): the tabbed area (list and editors), the viewer, the trash's topic listener
 * and the administration of report categories and events.
 */
export { ReportsTopicListener } from './list/ReportsTopicListener';
export { ReportViewer, type ReportViewerProps } from './viewer/ReportViewer';
export type { ReportTermList } from './api/reportTermsApi';

/** The reports area (main area `reports`: list tab plus editor tabs), loaded on demand. */
export const ReportsPage = lazyWithTexts(() =>
  import('./pages/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);

/** Admin "report categories" and "report events", loaded on demand. */
export const ReportTermsPage = lazyWithTexts(() =>
  import('./admin/ReportTermsPage').then((m) => ({ default: m.ReportTermsPage })),
);
