import type { ReactNode } from 'react';
import type { SearchKind } from '@newsroom/domain';
import { DocumentViewerDrawer, type DocumentViewers } from '../documentViewer';
import { SEARCH_KIND_ORIGINS } from './kinds';

/** Props of {@link SearchHitDrawer}. */
export interface SearchHitDrawerProps {
  /** The document shown, or null when the drawer is closed. */
  hit: { kind: SearchKind; id: number } | null;
  onClose: () => void;
  title?: ReactNode;
  viewers?: DocumentViewers;
}

/** The side drawer viewer of an indexed document (a search hit, an archive or trash row). */
export function SearchHitDrawer({ hit, onClose, title, viewers }: SearchHitDrawerProps) {
  return (
    <DocumentViewerDrawer
      origin={hit ? SEARCH_KIND_ORIGINS[hit.kind] : 'story'}
      id={hit?.id ?? null}
      open={hit !== null}
      onClose={onClose}
      title={title}
      viewers={viewers}
    />
  );
}
