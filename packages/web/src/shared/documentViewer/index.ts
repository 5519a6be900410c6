/** The side drawer document viewer: picks a viewer by the document's origin (spec 2). */
export {
  DocumentViewerDrawer,
  DocumentViewersProvider,
  DOCUMENT_DRAWER_WIDTH,
} from './DocumentViewerDrawer';
export type {
  DocumentOrigin,
  DocumentViewerDrawerProps,
  DocumentViewerRender,
  DocumentViewers,
  DocumentViewersProviderProps,
} from './DocumentViewerDrawer';
/** The shell, loader and buttons every document viewer shares. */
export { DocumentViewerCard } from './DocumentViewerCard';
export type { DocumentViewerCardProps } from './DocumentViewerCard';
export { LoadedDocument } from './LoadedDocument';
export type { LoadedDocumentProps } from './LoadedDocument';
export { ViewerCloseButton, ViewerEditButton, ViewerIconButton } from './ViewerButtons';
export type { ViewerActionButtonProps, ViewerIconButtonProps } from './ViewerButtons';
export { DocumentViewerShell } from './DocumentViewerShell';
export type { DocumentViewerShellProps, ShownDocument } from './DocumentViewerShell';
export { ViewedDocument } from './ViewedDocument';
export type { DocumentOrId, ViewedDocumentProps, ViewerSource } from './ViewedDocument';
export { documentViewer } from './documentViewer';
export type { DocumentViewerProps } from './documentViewer';
export { ViewerPdfButton } from './ViewerPdfButton';
export type { ViewerPdfButtonProps } from './ViewerPdfButton';
export { ViewerEmailButton } from './ViewerEmailButton';
export type { ViewerEmailButtonProps } from './ViewerEmailButton';
export { ViewerPrintButton } from './ViewerPrintButton';
export type { ViewerPrintButtonProps } from './ViewerPrintButton';
export { ViewerDialogButton } from './ViewerDialogButton';
export type { ViewerDialogButtonProps } from './ViewerDialogButton';
