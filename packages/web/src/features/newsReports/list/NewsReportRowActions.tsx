import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';

/** Props of {@link NewsReportRowActions}. */
export interface NewsReportRowActionsProps {
  newsReport: NewsReport;
  canCopy: boolean;
  onOpen: (newsReport: NewsReport) => void;
  onView: (newsReport: NewsReport) => void;
  onCopy: (newsReport: NewsReport) => Promise<void>;
  onDelete: (newsReport: NewsReport) => Promise<void>;
}

/**
 * The actions of a news report row or board card: open, view, copy and delete (with confirmation).
 */
export function NewsReportRowActions({
  newsReport,
  canCopy,
  onOpen,
  onView,
  onCopy,
  onDelete,
}: NewsReportRowActionsProps) {
  const { t } = useTranslation('newsReport');
  const [busy, setBusy] = useState<'copy' | 'delete' | null>(null);
  const run = async (kind: 'copy' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };
  return (
    <Space size={2} onDoubleClick={(event) => event.stopPropagation()} {...stop}>
      {newsReport.visible && (
        <Tooltip title={t('list.actions.open')}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t('list.actions.open')}
            onClick={() => onOpen(newsReport)}
            data-testid="news-report-open"
          />
        </Tooltip>
      )}
      <Tooltip title={t('list.actions.view')}>
        <Button
          size="small"
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('list.actions.view')}
          onClick={() => onView(newsReport)}
          data-testid="news-report-view"
        />
      </Tooltip>
      {canCopy && newsReport.visible && (
        <Tooltip title={t('list.actions.copy')}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label={t('list.actions.copy')}
            loading={busy === 'copy'}
            onClick={() => void run('copy', () => onCopy(newsReport))}
            data-testid="news-report-copy"
          />
        </Tooltip>
      )}
      {newsReport.abilities.canDelete && (
        <DeleteButton
          confirmTitle={t('list.actions.deleteConfirm', { slug: newsReport.slug })}
          label={t('list.actions.delete')}
          onConfirm={() => void run('delete', () => onDelete(newsReport))}
          testId="news-report-delete"
          confirmTestId="news-report-delete-confirm"
          isBusy={busy === 'delete'}
          size="small"
          type="text"
          hasTooltip
        />
      )}
    </Space>
  );
}
