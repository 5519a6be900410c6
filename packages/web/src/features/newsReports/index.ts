import { lazy } from 'react';
import type { PrintEntry } from '../../shared/print';

/** Reportages (news reports, issue 7): the tabbed editor area, the lists, the viewer, the history drawer and the print page. */
export { ReportagesListTab, type ReportagesListTabProps } from './list/ReportagesListTab';
export { ReportageViewer, type ReportageViewerProps } from './viewer/ReportageViewer';
export {
  ReportageHistoryDrawer,
  type ReportageHistoryDrawerProps,
} from './history/ReportageHistoryDrawer';
/** The `newsReport` print type (options `{ id, twoColumns }`), loaded on demand. */
export const reportagePrint: PrintEntry = {
  type: 'newsReport',
  Renderer: lazy(() =>
    import('./print/ReportagePrint').then((m) => ({ default: m.ReportagePrint })),
  ),
};

/** The reportages area (main area `reportages`: list tab plus editor tabs), loaded on demand. */
export const ReportagesPage = lazy(() =>
  import('./pages/ReportagesPage').then((m) => ({ default: m.ReportagesPage })),
);
