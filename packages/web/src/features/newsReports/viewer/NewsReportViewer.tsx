import { Space } from 'antd';
import { HistoryOutlined, ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import {
  DocumentViewerShell,
  documentViewer,
  ViewerDialogButton,
  ViewerPdfButton,
  ViewerPrintButton,
  type DocumentViewerProps,
} from '../../../shared/documentViewer';
import { NewsReportVersionsDialog } from '../revisions/NewsReportVersionsDialog';
import { NewsReportHistoryDrawer } from '../history/NewsReportHistoryDrawer';
import { newsReportListKeys } from '../list/listApi';
import { fetchNewsReport, fetchNewsReportRevisions } from '../api/newsReportsApi';
import { useNewsReportListEvents } from '../list/useNewsReportListEvents';
import { CreatePostButton } from '../../posts';
import { ApprovedTick, NewsReportContent } from './NewsReportParts';
import { useNewsReportText } from './useNewsReportText';

/**
 * Props of {@link NewsReportViewer}: a loaded news report, or the id of one to load (kept live).
 */
export type NewsReportViewerProps = DocumentViewerProps<'newsReport', NewsReport> & {
  /** Paper: the content without buttons. */
  isPreview?: boolean;
};

/**
 * The news report viewer (spec 2 "Reportage viewer", like the assignment viewer): a card titled
 * with the slug, the header fields, the CGs, lead, text, numbered sections with durations and
 * approved ticks, the optional blocks and the total; buttons copy (plain text, interview quotes
 * in double quotes), versions, history, print in one or two columns, create a post (post
 * writers), edit and close.
 */
export const NewsReportViewer = documentViewer(
  'newsReport',
  {
    namespace: 'newsReport',
    queryKey: newsReportListKeys.document,
    load: fetchNewsReport,
    useLiveEvents: useNewsReportListEvents,
    failedTestId: 'news-report-viewer-failed',
  },
  NewsReportViewerCard,
);

function NewsReportViewerCard({
  newsReport,
  onEdit,
  onClose,
  isPreview = false,
}: Omit<NewsReportViewerProps, 'newsReport' | 'newsReportId'> & { newsReport: NewsReport }) {
  const { t } = useTranslation('newsReport');
  const toText = useNewsReportText();

  return (
    <DocumentViewerShell
      document={newsReport}
      namespace="newsReport"
      testIds={{
        card: 'news-report-viewer',
        edit: 'news-report-viewer-edit',
        close: 'news-report-viewer-close',
      }}
      privateText={t('viewer.private')}
      title={
        <Space size={6}>
          <span data-testid="news-report-viewer-slug">{newsReport.slug}</span>
          {newsReport.ok && <ApprovedTick testId="news-report-viewer-approved" />}
        </Space>
      }
      copy={{ toText, testId: 'news-report-copy-text' }}
      versions={{
        testId: 'news-report-versions',
        icon: <ProfileOutlined />,
        load: () => fetchNewsReportRevisions(newsReport.id),
        dialog: (props) => <NewsReportVersionsDialog {...props} />,
      }}
      actions={
        <>
          <ViewerDialogButton
            icon={<HistoryOutlined />}
            label={t('viewer.history')}
            testId="news-report-history"
            render={(props) => <NewsReportHistoryDrawer newsReportId={newsReport.id} {...props} />}
          />
          <ViewerPrintButton
            page="newsReport"
            options={{ id: newsReport.id }}
            fields={['columns', 'fontSize']}
            label={t('viewer.print')}
            testId="news-report-print"
          />
          <ViewerPdfButton
            path={`/api/news_reports/${newsReport.id}/pdf`}
            testId="news-report-pdf"
          />
          {newsReport.visible && (
            <CreatePostButton
              sourceType="reportage"
              sourceId={newsReport.id}
              variant="icon"
              testId="news-report-create-post"
            />
          )}
        </>
      }
      onEdit={onEdit}
      onClose={onClose}
      isPreview={isPreview}
    >
      <NewsReportContent newsReport={newsReport} />
    </DocumentViewerShell>
  );
}
