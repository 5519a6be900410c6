import { createContext, useContext, type ReactNode } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultPanel } from '../components/ResultPanel';

/**
 * The side drawer document viewer (spec 2 "Side drawer document viewer: picks the guideline,
 * reportage, production checklist or story viewer by the document's origin"), 640 wide.
 *
 * shared/ may not import features, so the viewers come in as a render map: from the `viewers`
 * prop, or else from the nearest {@link DocumentViewersProvider} (the app provides the map in
 * app/documentViewer). An origin without a viewer says honestly that it is not available yet —
 * news reports, until the news report viewer exists.
 */

/**
 * Where a document comes from (spec 2 §7 "its origin tells guideline, reportage, production or
 * story"); `agency_item` is an item read from a news agency's feed or social network.
 */
export type DocumentOrigin =
  | 'assignment'
  | 'production'
  | 'story'
  | 'news_report'
  | 'contact'
  | 'agency_item'
  | 'post'
  | 'report';

/** Renders the viewer of one document by id. */
export type DocumentViewerRender = (id: number) => ReactNode;

/** The viewers the drawer can pick from, by origin. */
export type DocumentViewers = Partial<Record<DocumentOrigin, DocumentViewerRender>>;

/** Width of the drawer (spec 2 §9 "Drawers are 640 wide"). */
export const DOCUMENT_DRAWER_WIDTH = 640;

const DocumentViewersContext = createContext<DocumentViewers>({});

/** Props of {@link DocumentViewersProvider}. */
export interface DocumentViewersProviderProps {
  viewers: DocumentViewers;
  children: ReactNode;
}

/** Makes the app's viewers available to every {@link DocumentViewerDrawer} below. */
export function DocumentViewersProvider({ viewers, children }: DocumentViewersProviderProps) {
  return (
    <DocumentViewersContext.Provider value={viewers}>{children}</DocumentViewersContext.Provider>
  );
}

/** Props of {@link DocumentViewerDrawer}. */
export interface DocumentViewerDrawerProps {
  origin: DocumentOrigin;
  id: number | null;
  open: boolean;
  onClose: () => void;
  /** Viewers by origin taking the place of the provided ones (the others still serve). */
  viewers?: DocumentViewers;
  /** The drawer's title; "Document" by default. */
  title?: ReactNode;
}

/** The document of `origin` and `id` in a 640-wide side drawer, without a mask. */
export function DocumentViewerDrawer({
  origin,
  id,
  open,
  onClose,
  viewers,
  title,
}: DocumentViewerDrawerProps) {
  const { t } = useTranslation('document');
  const provided = useContext(DocumentViewersContext);
  // A page's own viewers (with its edit buttons) over the app's, which serve every other origin.
  const render = viewers?.[origin] ?? provided[origin];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DOCUMENT_DRAWER_WIDTH}
      mask={false}
      destroyOnHidden
      title={title ?? t('viewerDrawer.title')}
      data-testid="document-viewer-drawer"
      data-origin={origin}
      data-id={id ?? ''}
    >
      {id === null ? null : render ? (
        render(id)
      ) : (
        <ResultPanel
          title={t(
            origin === 'news_report'
              ? 'viewerDrawer.reportageNotAvailable'
              : 'viewerDrawer.notAvailable',
          )}
          data-testid="document-viewer-not-available"
          data-origin={origin}
        />
      )}
    </Drawer>
  );
}
