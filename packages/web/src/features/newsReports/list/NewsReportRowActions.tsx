import { CopyOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import { DeleteButton, IconButton, RowActions, useBusyAction } from '../../../shared/components';
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
  const [busy, run] = useBusyAction<'copy' | 'delete'>();
  return (
    <RowActions>
      {newsReport.visible && (
        <IconButton
          type="text"
          icon={<EditOutlined />}
          label={t('list.actions.open')}
          onClick={() => onOpen(newsReport)}
          testId="news-report-open"
        />
      )}
      <IconButton
        type="text"
        icon={<EyeOutlined />}
        label={t('list.actions.view')}
        onClick={() => onView(newsReport)}
        testId="news-report-view"
      />
      {canCopy && newsReport.visible && (
        <IconButton
          type="text"
          icon={<CopyOutlined />}
          label={t('list.actions.copy')}
          isBusy={busy === 'copy'}
          onClick={() => void run('copy', () => onCopy(newsReport))}
          testId="news-report-copy"
        />
      )}
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
    </RowActions>
  );
}
