import { useState } from 'react';
import { Space } from 'antd';
import {
  CheckCircleTwoTone,
  ColumnWidthOutlined,
  HistoryOutlined,
  PrinterOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import {
  DocumentViewerShell,
  ViewedDocument,
  ViewerIconButton,
  type DocumentOrId,
  type ViewerSource,
} from '../../../shared/documentViewer';
import { NewsReportVersionsDialog } from '../revisions/NewsReportVersionsDialog';
import { printPath } from '../../../shared/print';
import { NewsReportHistoryDrawer } from '../history/NewsReportHistoryDrawer';
import { newsReportListKeys } from '../list/listApi';
import { fetchNewsReport, fetchNewsReportRevisions } from '../api/newsReportsApi';
import { useNewsReportListEvents } from '../list/useNewsReportListEvents';
import { NewsReportContent } from './NewsReportParts';
import { useNewsReportText } from './useNewsReportText';

/**
 * Props of {@link NewsReportViewer}: a loaded news report, or the id of one to load (kept live).
 */
export type NewsReportViewerProps = DocumentOrId<'newsReport', NewsReport> & {
  /** Opens the editor; the Edit button shows only with it and when the news report is editable. */
  onEdit?: (newsReport: NewsReport) => void;
  /** Shows a Close button. */
  onClose?: () => void;
  /** Paper: the content without buttons. */
  isPreview?: boolean;
};

const source: ViewerSource<NewsReport> = {
  namespace: 'newsReport',
  queryKey: newsReportListKeys.document,
  load: fetchNewsReport,
  useLiveEvents: useNewsReportListEvents,
  failedTestId: 'news-report-viewer-failed',
};

/**
 * The news report viewer (spec 2 "Reportage viewer", like the assignment viewer): a card titled
 * with the slug, the header fields, the CGs, lead, text, numbered sections with durations and
 * approved ticks, the optional blocks and the total; buttons copy (plain text, interview quotes
 * in double quotes), versions, history, print in one or two columns, edit and close.
 */
export function NewsReportViewer({ newsReport, newsReportId, ...rest }: NewsReportViewerProps) {
  return (
    <ViewedDocument source={source} document={newsReport} documentId={newsReportId}>
      {(shown) => <NewsReportViewerCard {...rest} newsReport={shown} />}
    </ViewedDocument>
  );
}

function NewsReportViewerCard({
  newsReport,
  onEdit,
  onClose,
  isPreview = false,
}: Omit<NewsReportViewerProps, 'newsReport' | 'newsReportId'> & { newsReport: NewsReport }) {
  const { t } = useTranslation('newsReport');
  const toText = useNewsReportText();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);

  const handlePrint = (twoColumns: boolean) => {
    window.open(printPath('newsReport', { id: newsReport.id, twoColumns }), '_blank', 'noopener');
  };

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
          {newsReport.ok && (
            <CheckCircleTwoTone
              twoToneColor="#52c41a"
              aria-label={t('viewer.approved')}
              data-testid="news-report-viewer-approved"
            />
          )}
        </Space>
      }
      copy={{ toText, testId: 'news-report-copy-text' }}
      versions={{
        testId: 'news-report-versions',
        icon: <ProfileOutlined />,
        render: (isOpen, handleClose) => (
          <NewsReportVersionsDialog
            open={isOpen}
            onClose={handleClose}
            load={() => fetchNewsReportRevisions(newsReport.id)}
          />
        ),
      }}
      actions={
        <>
          <ViewerIconButton
            icon={<HistoryOutlined />}
            label={t('viewer.history')}
            onClick={() => setIsHistoryOpen(true)}
            testId="news-report-history"
          />
          <ViewerIconButton
            icon={<PrinterOutlined />}
            label={t('viewer.printOneColumn')}
            onClick={() => handlePrint(false)}
            testId="news-report-print"
          />
          <ViewerIconButton
            icon={<ColumnWidthOutlined />}
            label={t('viewer.printTwoColumns')}
            onClick={() => handlePrint(true)}
            testId="news-report-print-two-columns"
          />
        </>
      }
      onEdit={onEdit}
      onClose={onClose}
      isPreview={isPreview}
    >
      <NewsReportContent newsReport={newsReport} />
      {!isPreview && (
        <NewsReportHistoryDrawer
          newsReportId={newsReport.id}
          open={isHistoryOpen}
          onClose={() => setIsHistoryOpen(false)}
        />
      )}
    </DocumentViewerShell>
  );
}
