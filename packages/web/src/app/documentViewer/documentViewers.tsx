import type { ReactNode } from 'react';
import { GuidelineViewer } from '../../features/assignments';
import { ProductionViewer } from '../../features/productions';
import {
  DocumentViewerDrawer,
  DocumentViewersProvider,
  type DocumentViewerDrawerProps,
  type DocumentViewers,
} from '../../shared/documentViewer';

/**
 * The viewers the side drawer document viewer picks from by origin. shared/documentViewer takes
 * them as a render map because shared/ may not import features; the app binds them here.
 * Reportages (`news_report`) have no viewer yet, so the drawer says so. Stories join when
 * features/stories exports its `StoryViewer` (today it exports only its own drawer,
 * `StoryViewerDrawer`).
 */
export const APP_DOCUMENT_VIEWERS: DocumentViewers = {
  assignment: (id) => <GuidelineViewer assignmentId={id} />,
  production: (id) => <ProductionViewer productionId={id} />,
};

/** `<AppDocumentViewerDrawer origin id open onClose />`: the shared drawer with the app's viewers. */
export function AppDocumentViewerDrawer(props: Omit<DocumentViewerDrawerProps, 'viewers'>) {
  return <DocumentViewerDrawer {...props} viewers={APP_DOCUMENT_VIEWERS} />;
}

/**
 * Provides {@link APP_DOCUMENT_VIEWERS} to every `DocumentViewerDrawer` below, so features can
 * open the drawer without naming the viewers (place it once around the app's areas).
 */
export function AppDocumentViewers({ children }: { children: ReactNode }) {
  return (
    <DocumentViewersProvider viewers={APP_DOCUMENT_VIEWERS}>{children}</DocumentViewersProvider>
  );
}
