import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/**
 * News reports (issue 7): the tabbed editor area, the lists, the viewer, the history drawer and the
 * print page.
 */
export { NewsReportsListTab, type NewsReportsListTabProps } from './list/NewsReportsListTab';
export { NewsReportViewer, type NewsReportViewerProps } from './viewer/NewsReportViewer';
export {
  NewsReportHistoryDrawer,
  type NewsReportHistoryDrawerProps,
} from './history/NewsReportHistoryDrawer';
/** The `newsReport` print type (options `{ id, twoColumns }`), loaded on demand. */
export const newsReportPrint: PrintEntry = {
  type: 'newsReport',
  Renderer: lazyWithTexts(() =>
    import('./print/NewsReportPrint').then((m) => ({ default: m.NewsReportPrint })),
  ),
};

/** The news reports area (main area `reportages`: list tab plus editor tabs), loaded on demand. */
export const NewsReportsPage = lazyWithTexts(() =>
  import('./pages/NewsReportsPage').then((m) => ({ default: m.NewsReportsPage })),
);
