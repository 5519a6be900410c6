import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';
import { CreatePostButton } from '../../posts';

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
 * The actions of a news report row or board card: open, view, copy, create a post (post writers)
 * and delete (with confirmation).
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
  // Each icon button's label is `list.actions.<key>` and its test id `news-report-<key>`.
  const buttons = [
    { key: 'open', icon: <EditOutlined />, isShown: newsReport.visible, onClick: onOpen },
    { key: 'view', icon: <EyeOutlined />, isShown: true, onClick: onView },
    {
      key: 'copy',
      icon: <CopyOutlined />,
      isShown: canCopy && newsReport.visible,
      isBusy: busy === 'copy',
      onClick: (shown: NewsReport) => void run('copy', () => onCopy(shown)),
    },
  ];
  const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };
  return (
    <Space size={2} onDoubleClick={(event) => event.stopPropagation()} {...stop}>
      {buttons
        .filter((button) => button.isShown)
        .map((button) => (
          <Tooltip key={button.key} title={t(`list.actions.${button.key}`)}>
            <Button
              size="small"
              type="text"
              icon={button.icon}
              aria-label={t(`list.actions.${button.key}`)}
              loading={button.isBusy}
              onClick={() => button.onClick(newsReport)}
              data-testid={`news-report-${button.key}`}
            />
          </Tooltip>
        ))}
      {newsReport.visible && (
        <CreatePostButton
          sourceType="reportage"
          sourceId={newsReport.id}
          variant="text"
          testId="news-report-create-post"
        />
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
