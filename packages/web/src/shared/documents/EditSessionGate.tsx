import { Fragment, type ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useEditSession,
  type DocumentKind,
  type EditSession,
  type EditedDocument,
} from '../documentEditor';

/** Props of {@link EditSessionGate}. */
export interface EditSessionGateProps<D extends EditedDocument, E, I> {
  kind: DocumentKind<D, E, I>;
  /** null for a new document. */
  documentId: number | null;
  /** The form of the loaded session. */
  children: (session: EditSession<D, E, I>) => ReactNode;
}

/**
 * Opens a document for edit (or starts a new one) and shows its form once loaded: a spinner
 * meanwhile, the kind's `editor.loadFailed` when the load fails. The form is keyed with the
 * session's generation so every load starts it afresh.
 */
export function EditSessionGate<D extends EditedDocument, E, I>({
  kind,
  documentId,
  children,
}: EditSessionGateProps<D, E, I>) {
  const { t } = useTranslation(kind.namespace);
  const session = useEditSession(kind, documentId);
  if (session.status === 'loading') return <Spin />;
  if (session.status === 'failed')
    return <Alert type="warning" showIcon title={t('editor.loadFailed')} />;
  return <Fragment key={session.generation}>{children(session)}</Fragment>;
}
