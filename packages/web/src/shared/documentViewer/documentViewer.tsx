import type { ComponentType } from 'react';
import { ViewedDocument, type DocumentOrId, type ViewerSource } from './ViewedDocument';

/** What every kind's viewer takes: the document or its id, and the Edit and Close handlers. */
export type DocumentViewerProps<K extends string, D> = DocumentOrId<K, D> & {
  /** Opens the editor; the Edit button shows only with it and when the document is editable. */
  onEdit?: (document: D) => void;
  /** Shows a Close button. */
  onClose?: () => void;
};

/**
 * A kind's viewer component from its source and its card: it takes the document (`assignment`)
 * or its id (`assignmentId`, then loaded and kept live) and hands the card the document under
 * the kind's name with the other props.
 */
export function documentViewer<K extends string, D, C extends Record<K, D>>(
  kind: K,
  source: ViewerSource<D>,
  Card: ComponentType<C>,
) {
  return function DocumentViewer(props: DocumentOrId<K, D> & Omit<C, K>) {
    const {
      [kind]: document,
      [`${kind}Id`]: documentId,
      ...rest
    } = props as Record<string, unknown>;
    return (
      <ViewedDocument
        source={source}
        document={document as D | undefined}
        documentId={documentId as number | undefined}
      >
        {(shown) => <Card {...({ ...rest, [kind]: shown } as C)} />}
      </ViewedDocument>
    );
  };
}
