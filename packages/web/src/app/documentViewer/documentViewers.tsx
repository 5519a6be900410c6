import type { ReactNode } from 'react';
import { GuidelineViewer } from '../../features/assignments';
import { ReportageViewer } from '../../features/newsReports';
import { ProductionViewer } from '../../features/productions';
import { StoryViewer } from '../../features/stories';
import { DocumentViewersProvider, type DocumentViewers } from '../../shared/documentViewer';

/**
 * The viewers the side drawer document viewer picks from by origin. shared/documentViewer takes
 * them as a render map because shared/ may not import features; the app binds them here.
 */
export const APP_DOCUMENT_VIEWERS: DocumentViewers = {
  assignment: (id) => <GuidelineViewer assignmentId={id} />,
  news_report: (id) => <ReportageViewer newsReportId={id} />,
  production: (id) => <ProductionViewer productionId={id} />,
  story: (id) => <StoryViewer storyId={id} />,
};

/**
 * Provides {@link APP_DOCUMENT_VIEWERS} to every `DocumentViewerDrawer` below, so features can
 * open the drawer without naming the viewers (place it once around the app's areas).
 */
export function AppDocumentViewers({ children }: { children: ReactNode }) {
  return (
    <DocumentViewersProvider viewers={APP_DOCUMENT_VIEWERS}>{children}</DocumentViewersProvider>
  );
}
