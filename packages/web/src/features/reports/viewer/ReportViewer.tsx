import { Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import {
  DocumentViewerShell,
  documentViewer,
  ViewerPdfButton,
  type DocumentViewerProps,
} from '../../../shared/documentViewer';
import { reportCalls, reportKeys } from '../api/reportsApi';
import { ApprovalButton } from '../components/ApprovalButton';
import { ApprovedTag } from '../components/ApprovedTag';
import { ReportContent } from '../components/ReportContent';
import { applyReportChange, useReportEvents } from '../hooks/useReportEvents';
import { ReportVersionsDialog } from '../revisions/ReportVersionsDialog';
import { ReportViewerActions } from './ReportViewerActions';
import { reportText } from './reportText';

/** Props of {@link ReportViewer}: a loaded report, or the id of one to load (kept live). */
export type ReportViewerProps = DocumentViewerProps<'report', Report>;

/**
 * The report viewer (side drawer, search and trash hits): a card titled with the report's title
 * and its approval, its day, category, events and text; buttons copy (plain text), versions,
 * approve or disapprove (the chief), duplicate, delete, edit and close.
 */
export const ReportViewer = documentViewer(
  'report',
  {
    namespace: 'reports',
    queryKey: reportKeys.document,
    load: reportCalls.fetch,
    useLiveEvents: useReportEvents,
    failedTestId: 'report-viewer-failed',
  },
  ReportViewerCard,
);

function ReportViewerCard({
  report,
  onEdit,
  onClose,
}: Omit<ReportViewerProps, 'report' | 'reportId'> & { report: Report }) {
  const { t } = useTranslation('reports');
  const queryClient = useQueryClient();

  // An approval answers the report as it now is: the viewer and the lists show it at once.
  const handleChange = (changed: Report) => {
    queryClient.setQueryData(reportKeys.document(changed.id), changed);
    applyReportChange(queryClient, { kind: 'update', report: changed });
  };

  return (
    <DocumentViewerShell
      document={report}
      namespace="reports"
      testIds={{ card: 'report-viewer', edit: 'report-viewer-edit', close: 'report-viewer-close' }}
      privateText={t('viewer.private')}
      title={
        <Space size={6}>
          <span data-testid="report-viewer-title">{report.title}</span>
          {report.ok && <ApprovedTag testId="report-viewer-approved" />}
          {report.excluded && <Tag color="red">{t('viewer.excluded')}</Tag>}
        </Space>
      }
      copy={{ toText: reportText, testId: 'report-copy-text' }}
      versions={{
        testId: 'report-versions',
        load: () => reportCalls.fetchRevisions(report.id),
        dialog: (props) => <ReportVersionsDialog {...props} />,
      }}
      actions={
        <>
          <ApprovalButton report={report} onChange={handleChange} />
          <ViewerPdfButton path={`/api/reports/${report.id}/pdf`} testId="report-pdf" />
          <ReportViewerActions report={report} onDeleted={onClose} />
        </>
      }
      onEdit={report.excluded ? undefined : onEdit}
      onClose={onClose}
    >
      <ReportContent report={report} />
    </DocumentViewerShell>
  );
}
