import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isLocale } from '../i18n';
import type { DraftEntry } from './draftStore';

/** Props of {@link PendingDraftAlert}. */
export interface PendingDraftAlertProps {
  /** The draft `useDraft` offers; nothing shows when null. */
  pending: DraftEntry<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
  /** The version of the saved document, to say when the draft was made on an older one. */
  savedVersion?: number;
  /** Prefix of the test ids (`<prefix>-pending`, `-restore`, `-discard`); `draft` by default. */
  testIdPrefix?: string;
}

/**
 * The editor's "Unsaved changes from {date} were found" prompt with Restore and Discard.
 */
export function PendingDraftAlert({
  pending,
  onRestore,
  onDiscard,
  savedVersion,
  testIdPrefix = 'draft',
}: PendingDraftAlertProps) {
  const { t, i18n } = useTranslation('unsaved');
  if (!pending) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const isOlder = savedVersion !== undefined && savedVersion > pending.baseVersion;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={`${testIdPrefix}-pending`}
      title={t('pending.found', { date: formatDateTime(new Date(pending.date), locale) })}
      description={isOlder ? t('pending.olderBase') : t('pending.keptHere')}
      action={
        <Space>
          <Button
            size="small"
            type="primary"
            data-testid={`${testIdPrefix}-restore`}
            onClick={onRestore}
          >
            {t('pending.restore')}
          </Button>
          <Button size="small" danger data-testid={`${testIdPrefix}-discard`} onClick={onDiscard}>
            {t('pending.discard')}
          </Button>
        </Space>
      }
    />
  );
}
