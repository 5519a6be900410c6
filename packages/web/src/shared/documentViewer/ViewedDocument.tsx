import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadedDocument } from './LoadedDocument';

/** Where a kind's viewer loads one document from by id. */
export interface ViewerSource<D> {
  /** The kind's i18n namespace, holding `viewer.loadFailed`. */
  namespace: string;
  queryKey: (id: number) => QueryKey;
  load: (id: number) => Promise<D>;
  /** The area's realtime hook, so pushed changes reload the viewer. */
  useLiveEvents: () => void;
  /** The test id of the warning shown when loading fails. */
  failedTestId: string;
}

/** Props of {@link ViewedDocument}: the document when the caller has it, else its id. */
export interface ViewedDocumentProps<D> {
  source: ViewerSource<D>;
  document: D | undefined;
  documentId: number | undefined;
  children: (document: D) => ReactNode;
}

/**
 * The document a viewer shows: the one handed in, or the one loaded by id and kept live by the
 * area's events.
 */
export function ViewedDocument<D>({
  source,
  document,
  documentId,
  children,
}: ViewedDocumentProps<D>) {
  if (document) return <>{children(document)}</>;
  if (documentId === undefined) return null;
  return (
    <LiveDocument source={source} documentId={documentId}>
      {children}
    </LiveDocument>
  );
}

function LiveDocument<D>({
  source,
  documentId,
  children,
}: Omit<ViewedDocumentProps<D>, 'document' | 'documentId'> & { documentId: number }) {
  const { t } = useTranslation(source.namespace);
  source.useLiveEvents();
  return (
    <LoadedDocument
      queryKey={source.queryKey(documentId)}
      load={() => source.load(documentId)}
      failedText={t('viewer.loadFailed')}
      failedTestId={source.failedTestId}
    >
      {children}
    </LoadedDocument>
  );
}

/** A viewer's document-or-id props, named after its kind (`assignment` or `assignmentId`). */
export type DocumentOrId<K extends string, D> =
  | ({ [P in K]: D } & { [P in `${K}Id`]?: undefined })
  | ({ [P in `${K}Id`]: number } & { [P in K]?: undefined });
