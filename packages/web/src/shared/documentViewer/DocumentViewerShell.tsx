import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { CopyOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyToClipboard, notify } from '../notifications';
import type { RevisionItem, VersionsDialogProps } from '../revisions';
import { DocumentViewerCard } from './DocumentViewerCard';
import { ViewerCloseButton, ViewerEditButton, ViewerIconButton } from './ViewerButtons';
import { ViewerDialogButton } from './ViewerDialogButton';

/** What the shell reads of a document: its id, whether it is masked, whether it may be edited. */
export interface ShownDocument {
  id: number;
  /** False for a private document the user may not read. */
  visible?: boolean;
  abilities: { canEdit: boolean };
}

/** Props of {@link DocumentViewerShell}. */
export interface DocumentViewerShellProps<D extends ShownDocument> {
  document: D;
  /** The kind's i18n namespace, holding `viewer.copy`, `viewer.versions`, `viewer.edit`, `viewer.close`. */
  namespace: string;
  /** Test ids of the card and its Edit and Close buttons (a masked card says `<card>-private`). */
  testIds: { card: string; edit: string; close: string };
  title: ReactNode;
  /** The Copy button: the document as plain text; none without it. */
  copy?: { toText: (document: D) => string; testId: string };
  /** The Versions button and its dialog: the revisions it loads and the kind's dialog. */
  versions: {
    testId: string;
    icon?: ReactNode;
    load: () => Promise<RevisionItem[]>;
    dialog: (props: Omit<VersionsDialogProps, 'reader'>) => ReactNode;
  };
  /** The kind's own buttons, between Versions and Edit. */
  actions: ReactNode;
  /** Opens the editor; the Edit button shows only with it and when the document is editable. */
  onEdit?: (document: D) => void;
  /** Shows a Close button. */
  onClose?: () => void;
  /** Paper: the content without buttons or dialogs. */
  isPreview?: boolean;
  /** Said instead of the content when the document is masked; a kind without masking omits it. */
  privateText?: string;
  dataAttributes?: Record<`data-${string}`, string>;
  /** The kind's body. */
  children: ReactNode;
}

/**
 * The viewer every dated document shares (spec 2 "Guideline viewer", "Reportage viewer",
 * "Production checklist detail view"): the card with copy and versions first, the kind's own
 * buttons, then edit and close; a bare "private" card for a masked document.
 */
export function DocumentViewerShell<D extends ShownDocument>({
  document,
  namespace,
  testIds,
  title,
  copy,
  versions,
  actions,
  onEdit,
  onClose,
  isPreview = false,
  privateText,
  dataAttributes,
  children,
}: DocumentViewerShellProps<D>) {
  const { t } = useTranslation(namespace);

  const handleCopy = async (toText: (document: D) => string) => {
    const text = toText(document);
    const isCopied = text !== '' && (await copyToClipboard(text));
    notify(
      isCopied
        ? { kind: 'success', title: t('phrases:copiedToClipboard') }
        : {
            kind: 'error',
            title: t('error:operationFailed'),
            description: t('error:actionFailed'),
          },
    );
  };

  const closeButton = onClose && !isPreview && (
    <ViewerCloseButton label={t('viewer.close')} onClick={onClose} testId={testIds.close} />
  );

  if (privateText !== undefined && document.visible === false)
    return (
      <DocumentViewerCard
        testId={testIds.card}
        documentId={document.id}
        size="default"
        actions={closeButton}
      >
        <Typography.Text type="secondary" data-testid={`${testIds.card}-private`}>
          {privateText}
        </Typography.Text>
      </DocumentViewerCard>
    );

  const buttons = (
    <>
      {copy && (
        <ViewerIconButton
          icon={<CopyOutlined />}
          label={t('viewer.copy')}
          onClick={() => void handleCopy(copy.toText)}
          testId={copy.testId}
        />
      )}
      <ViewerDialogButton
        icon={versions.icon ?? <HistoryOutlined />}
        label={t('viewer.versions')}
        testId={versions.testId}
        render={(props) => versions.dialog({ ...props, load: versions.load })}
      />
      {actions}
      {onEdit && document.abilities.canEdit && (
        <ViewerEditButton
          label={t('viewer.edit')}
          onClick={() => onEdit(document)}
          testId={testIds.edit}
        />
      )}
      {closeButton}
    </>
  );

  return (
    <DocumentViewerCard
      testId={testIds.card}
      documentId={document.id}
      dataAttributes={dataAttributes}
      title={title}
      actions={isPreview ? undefined : buttons}
    >
      {children}
    </DocumentViewerCard>
  );
}
