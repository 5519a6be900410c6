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
