import { useState } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { DeleteButton } from '../../../shared/components';
import { ViewerIconButton } from '../../../shared/documentViewer';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import { copyReport, reportCalls } from '../api/reportsApi';
import { applyReportChange } from '../hooks/useReportEvents';

/** Props of {@link ReportViewerActions}. */
export interface ReportViewerActionsProps {
  report: Report;
  /** Called once the report went to the trash (the drawer closes). */
  onDeleted?: () => void;
}

/**
 * The viewer's duplicate (a new report of the user with the same content, not approved) and
 * delete (to the trash, after confirming); for report writers who see the report, not in the
 * trash.
 */
export function ReportViewerActions({ report, onDeleted }: ReportViewerActionsProps) {
  const { t } = useTranslation('reports');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'copy' | 'delete' | null>(null);
  if (report.excluded || !report.visible) return null;

  const handleDuplicate = async () => {
    setBusy('copy');
    try {
      applyReportChange(queryClient, { kind: 'create', report: await copyReport(report.id) });
      void message.success({ content: t('actions.duplicated'), key: 'report-duplicated' });
    } catch (error) {
      notifyFailure(error, 'create');
    } finally {
      setBusy(null);
    }
  };
  const handleDelete = async () => {
    setBusy('delete');
    try {
      await reportCalls.remove(report.id);
      applyReportChange(queryClient, { kind: 'remove', id: report.id });
      void message.success({ content: t('actions.deleted'), key: 'report-deleted' });
      onDeleted?.();
    } catch (error) {
      notifyFailure(error, 'delete');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {canWriteIn(me, 'report') && (
        <ViewerIconButton
          icon={<CopyOutlined rotate={90} />}
          label={t('actions.duplicate')}
          loading={busy === 'copy'}
          onClick={() => void handleDuplicate()}
          testId="report-viewer-duplicate"
        />
      )}
      {report.abilities.canDelete && (
        <DeleteButton
          confirmTitle={t('actions.deleteConfirm', { title: report.title })}
          label={t('actions.delete')}
          onConfirm={() => void handleDelete()}
          testId="report-viewer-delete"
          confirmTestId="report-viewer-delete-confirm"
          isBusy={busy === 'delete'}
          hasTooltip
        />
      )}
    </>
  );
}
