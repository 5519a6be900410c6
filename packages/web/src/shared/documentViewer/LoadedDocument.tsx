import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/** Props of {@link LoadedDocument}. */
export interface LoadedDocumentProps<T> {
  /** The document's query key, so live events that invalidate it reload the viewer. */
  queryKey: QueryKey;
  load: () => Promise<T>;
  /** The warning shown when loading fails, and its test id. */
  failedText: string;
  failedTestId: string;
  children: (document: T) => ReactNode;
}

/** Loads one document for a viewer: a spinner while loading, a warning when it fails. */
export function LoadedDocument<T>({
  queryKey,
  load,
  failedText,
  failedTestId,
  children,
}: LoadedDocumentProps<T>) {
  const query = useQuery({ queryKey, queryFn: load, meta: { isSilent: true } });
  if (query.isError && !query.data)
    return <Alert type="warning" showIcon title={failedText} data-testid={failedTestId} />;
  if (!query.data) return <Spin />;
  return <>{children(query.data)}</>;
}
