import { useEffect, type ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Props of a print page: the print link's options (see `PrintEntry`). */
export interface PrintPageProps {
  params: Record<string, unknown>;
}

/** The document id in a print link's option `name`; 0 when it names none. */
export function printedIdOf(params: Record<string, unknown>, name: string): number {
  const value = params[name];
  return typeof value === 'number' ? value : 0;
}

/** Props of {@link PrintedDocument}. */
export interface PrintedDocumentProps<T> {
  /** The kind's i18n namespace (`print.documentTitle`, `print.notFound`). */
  namespace: string;
  /** The document's query; null when the print options name no document. */
  query: { queryKey: QueryKey; queryFn: () => Promise<T>; meta?: Record<string, unknown> } | null;
  /** The slug the window title shows. */
  slugOf: (document: T) => string;
  notFoundTestId?: string;
  /** The page of the loaded document. */
  children: (document: T) => ReactNode;
}

/**
 * One document loaded for a print page: the window titled with its slug (the printed page's
 * header), a spinner while it loads, "not found" when it is missing or fails.
 */
export function PrintedDocument<T>({
  namespace,
  query,
  slugOf,
  notFoundTestId,
  children,
}: PrintedDocumentProps<T>) {
  const { t } = useTranslation(namespace);
  const { data, isError } = useQuery({
    queryKey: query?.queryKey ?? ['print', 'none'],
    queryFn: query?.queryFn,
    meta: query?.meta,
    enabled: query !== null,
  });
  const slug = data === undefined ? null : slugOf(data);

  useEffect(() => {
    if (slug !== null) document.title = t('print.documentTitle', { slug });
  }, [slug, t]);

  if (query === null || isError)
    return (
      <Alert type="warning" showIcon title={t('print.notFound')} data-testid={notFoundTestId} />
    );
  if (data === undefined) return <Spin />;
  return <>{children(data)}</>;
}
