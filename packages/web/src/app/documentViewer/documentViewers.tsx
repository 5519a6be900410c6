import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { lazyNamed } from '../lazyNamed';
import { DocumentViewersProvider, type DocumentViewers } from '../../shared/documentViewer';

// The viewers load when a drawer first opens, not with /main (they pull tables, version dialogs
// and the editors' read-only parts that the area the user opens may not need).
const AgencyItemViewer = lazyNamed(
  () => import('../../features/agency/items/AgencyItemViewer'),
  'AgencyItemViewer',
);
const AssignmentViewer = lazyNamed(
  () => import('../../features/assignments/components/AssignmentViewer'),
  'AssignmentViewer',
);
const ContactViewer = lazyNamed(
  () => import('../../features/contacts/viewer/ContactViewer'),
  'ContactViewer',
);
const NewsReportViewer = lazyNamed(
  () => import('../../features/newsReports/viewer/NewsReportViewer'),
  'NewsReportViewer',
);
const PostViewer = lazyNamed(() => import('../../features/posts/viewer/PostViewer'), 'PostViewer');
const ProductionViewer = lazyNamed(
  () => import('../../features/productions/components/ProductionViewer'),
  'ProductionViewer',
);
const ReportViewer = lazyNamed(
  () => import('../../features/reports/viewer/ReportViewer'),
  'ReportViewer',
);
const StoryViewer = lazyNamed(
  () => import('../../features/stories/viewer/StoryViewer'),
  'StoryViewer',
);

/** Shows a spinner while a viewer's code loads. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin data-testid="document-viewer-loading" />}>{children}</Suspense>;
}

/**
 * The viewers the side drawer document viewer picks from by origin. shared/documentViewer takes
 * them as a render map because shared/ may not import features; the app binds them here.
 */
export const APP_DOCUMENT_VIEWERS: DocumentViewers = {
  agency_item: (id) => (
    <Loading>
      <AgencyItemViewer itemId={id} />
    </Loading>
  ),
  assignment: (id) => (
    <Loading>
      <AssignmentViewer assignmentId={id} />
    </Loading>
  ),
  contact: (id) => (
    <Loading>
      <ContactViewer contactId={id} />
    </Loading>
  ),
  news_report: (id) => (
    <Loading>
      <NewsReportViewer newsReportId={id} />
    </Loading>
  ),
  post: (id) => (
    <Loading>
      <PostViewer postId={id} />
    </Loading>
  ),
  production: (id) => (
    <Loading>
      <ProductionViewer productionId={id} />
    </Loading>
  ),
  report: (id) => (
    <Loading>
      <ReportViewer reportId={id} />
    </Loading>
  ),
  story: (id) => (
    <Loading>
      <StoryViewer storyId={id} />
    </Loading>
  ),
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
