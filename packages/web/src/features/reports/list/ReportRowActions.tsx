import { CopyOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { DeleteButton, IconButton, RowActions, useBusyAction } from '../../../shared/components';

/** Props of {@link ReportRowActions}. */
export interface ReportRowActionsProps {
  report: Report;
  /** Holds ROLE_REPORT_WRITE: duplicates. */
  canDuplicate: boolean;
  onOpen: (report: Report) => void;
  onView: (report: Report) => void;
  onDuplicate: (report: Report) => Promise<void>;
  onDelete: (report: Report) => Promise<void>;
}

/** The actions of a report row: open in the editor, view, duplicate, delete to the trash. */
export function ReportRowActions({
  report,
  canDuplicate,
  onOpen,
  onView,
  onDuplicate,
  onDelete,
}: ReportRowActionsProps) {
  const { t } = useTranslation('reports');
  const [busy, run] = useBusyAction<'duplicate' | 'delete'>();
  return (
    <RowActions>
      {report.visible && (
        <IconButton
          type="text"
          icon={<EditOutlined />}
          label={t('actions.open')}
          onClick={() => onOpen(report)}
          testId="report-open"
        />
      )}
      <IconButton
        type="text"
        icon={<EyeOutlined />}
        label={t('actions.view')}
        onClick={() => onView(report)}
        testId="report-view"
      />
      {canDuplicate && report.visible && (
        <IconButton
          type="text"
          icon={<CopyOutlined rotate={90} />}
          label={t('actions.duplicate')}
          isBusy={busy === 'duplicate'}
          onClick={() => void run('duplicate', () => onDuplicate(report))}
          testId="report-duplicate"
        />
      )}
      {report.abilities.canDelete && (
        <DeleteButton
          confirmTitle={t('actions.deleteConfirm', {
            title: report.visible ? report.title : t('list.private'),
          })}
          label={t('actions.delete')}
          onConfirm={() => void run('delete', () => onDelete(report))}
          testId="report-delete"
          confirmTestId="report-delete-confirm"
          isBusy={busy === 'delete'}
          size="small"
          type="text"
          hasTooltip
        />
      )}
    </RowActions>
  );
}
