import { useState } from 'react';
import { Space, Typography } from 'antd';
import {
  CheckCircleTwoTone,
  ColumnWidthOutlined,
  CopyOutlined,
  HistoryOutlined,
  PrinterOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
import {
  DocumentViewerCard,
  LoadedDocument,
  ViewerCloseButton,
  ViewerEditButton,
  ViewerIconButton,
} from '../../../shared/documentViewer';
import { copyToClipboard, notify } from '../../../shared/notifications';
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
export type NewsReportViewerProps = (
  | { newsReport: NewsReport; newsReportId?: undefined }
  | { newsReportId: number; newsReport?: undefined }
) & {
  /** Opens the editor; the Edit button shows only with it and when the news report is editable. */
  onEdit?: (newsReport: NewsReport) => void;
  /** Shows a Close button. */
  onClose?: () => void;
  /** Paper: the content without buttons. */
  isPreview?: boolean;
};

/**
 * The news report viewer (spec 2 "Reportage viewer", like the assignment viewer): a card titled
 * with the slug, the header fields, the CGs, lead, text, numbered sections with durations and
 * approved ticks, the optional blocks and the total; buttons copy (plain text, interview quotes
 * in double quotes), versions, history, print in one or two columns, edit and close.
 */
export function NewsReportViewer(props: NewsReportViewerProps) {
  if (props.newsReport) return <NewsReportViewerCard {...props} newsReport={props.newsReport} />;
  return <LoadingNewsReportViewer {...props} newsReportId={props.newsReportId} />;
}

function LoadingNewsReportViewer({
  newsReportId,
  ...rest
}: Omit<NewsReportViewerProps, 'newsReport'> & { newsReportId: number }) {
  const { t } = useTranslation('newsReport');
  useNewsReportListEvents();
  return (
    <LoadedDocument
      queryKey={newsReportListKeys.document(newsReportId)}
      load={() => fetchNewsReport(newsReportId)}
      failedText={t('viewer.loadFailed')}
      failedTestId="news-report-viewer-failed"
    >
      {(newsReport) => <NewsReportViewerCard {...rest} newsReport={newsReport} />}
    </LoadedDocument>
  );
}

function NewsReportViewerCard({
  newsReport,
  onEdit,
  onClose,
  isPreview = false,
}: Omit<NewsReportViewerProps, 'newsReportId'> & { newsReport: NewsReport }) {
  const { t } = useTranslation('newsReport');
  const toText = useNewsReportText();
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);

  const handleCopy = async () => {
    const text = toText(newsReport);
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
  const handlePrint = (twoColumns: boolean) => {
    window.open(printPath('newsReport', { id: newsReport.id, twoColumns }), '_blank', 'noopener');
  };

  const closeButton = onClose && !isPreview && (
    <ViewerCloseButton
      label={t('viewer.close')}
      onClick={onClose}
      testId="news-report-viewer-close"
    />
  );

  if (!newsReport.visible)
    return (
      <DocumentViewerCard
        testId="news-report-viewer"
        documentId={newsReport.id}
        size="default"
        actions={closeButton}
      >
        <Typography.Text type="secondary" data-testid="news-report-viewer-private">
          {t('viewer.private')}
        </Typography.Text>
      </DocumentViewerCard>
    );

  const buttons = (
    <>
      <ViewerIconButton
        icon={<CopyOutlined />}
        label={t('viewer.copy')}
        onClick={() => void handleCopy()}
        testId="news-report-copy-text"
      />
      <ViewerIconButton
        icon={<ProfileOutlined />}
        label={t('viewer.versions')}
        onClick={() => setIsVersionsOpen(true)}
        testId="news-report-versions"
      />
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
      {onEdit && newsReport.abilities.canEdit && (
        <ViewerEditButton
          label={t('viewer.edit')}
          onClick={() => onEdit(newsReport)}
          testId="news-report-viewer-edit"
        />
      )}
      {closeButton}
    </>
  );

  return (
    <DocumentViewerCard
      testId="news-report-viewer"
      documentId={newsReport.id}
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
      actions={isPreview ? undefined : buttons}
    >
      <NewsReportContent newsReport={newsReport} />
      {!isPreview && (
        <>
          <NewsReportVersionsDialog
            open={isVersionsOpen}
            onClose={() => setIsVersionsOpen(false)}
            load={() => fetchNewsReportRevisions(newsReport.id)}
          />
          <NewsReportHistoryDrawer
            newsReportId={newsReport.id}
            open={isHistoryOpen}
            onClose={() => setIsHistoryOpen(false)}
          />
        </>
      )}
    </DocumentViewerCard>
  );
}
