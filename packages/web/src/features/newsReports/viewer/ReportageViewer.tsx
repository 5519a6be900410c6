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
import { ReportageVersionsDialog } from '../revisions/ReportageVersionsDialog';
import { printPath } from '../../../shared/print';
import { ReportageHistoryDrawer } from '../history/ReportageHistoryDrawer';
import { fetchNewsReport, fetchNewsReportRevisions, newsReportListKeys } from '../list/listApi';
import { useNewsReportListEvents } from '../list/useNewsReportListEvents';
import { ReportageContent } from './ReportageParts';
import { useReportageText } from './useReportageText';

/** Props of {@link ReportageViewer}: a loaded reportage, or the id of one to load (kept live). */
export type ReportageViewerProps = (
  | { newsReport: NewsReport; newsReportId?: undefined }
  | { newsReportId: number; newsReport?: undefined }
) & {
  /** Opens the editor; the Edit button shows only with it and when the reportage is editable. */
  onEdit?: (newsReport: NewsReport) => void;
  /** Shows a Close button. */
  onClose?: () => void;
  /** Paper: the content without buttons. */
  isPreview?: boolean;
};

/**
 * The reportage viewer (spec 2 "Reportage viewer", like the guideline viewer): a card titled
 * with the slug, the header fields, the CGs, lead, text, numbered sections with durations and
 * approved ticks, the optional blocks and the total; buttons copy (plain text, interview quotes
 * in double quotes), versions, history, print in one or two columns, edit and close.
 */
export function ReportageViewer(props: ReportageViewerProps) {
  if (props.newsReport) return <ReportageViewerCard {...props} newsReport={props.newsReport} />;
  return <LoadingReportageViewer {...props} newsReportId={props.newsReportId} />;
}

function LoadingReportageViewer({
  newsReportId,
  ...rest
}: Omit<ReportageViewerProps, 'newsReport'> & { newsReportId: number }) {
  const { t } = useTranslation('newsReport');
  useNewsReportListEvents();
  return (
    <LoadedDocument
      queryKey={newsReportListKeys.document(newsReportId)}
      load={() => fetchNewsReport(newsReportId)}
      failedText={t('viewer.loadFailed')}
      failedTestId="reportage-viewer-failed"
    >
      {(newsReport) => <ReportageViewerCard {...rest} newsReport={newsReport} />}
    </LoadedDocument>
  );
}

function ReportageViewerCard({
  newsReport,
  onEdit,
  onClose,
  isPreview = false,
}: Omit<ReportageViewerProps, 'newsReportId'> & { newsReport: NewsReport }) {
  const { t } = useTranslation('newsReport');
  const toText = useReportageText();
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
      testId="reportage-viewer-close"
    />
  );

  if (!newsReport.visible)
    return (
      <DocumentViewerCard
        testId="reportage-viewer"
        documentId={newsReport.id}
        size="default"
        actions={closeButton}
      >
        <Typography.Text type="secondary" data-testid="reportage-viewer-private">
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
        testId="reportage-copy-text"
      />
      <ViewerIconButton
        icon={<ProfileOutlined />}
        label={t('viewer.versions')}
        onClick={() => setIsVersionsOpen(true)}
        testId="reportage-versions"
      />
      <ViewerIconButton
        icon={<HistoryOutlined />}
        label={t('viewer.history')}
        onClick={() => setIsHistoryOpen(true)}
        testId="reportage-history"
      />
      <ViewerIconButton
        icon={<PrinterOutlined />}
        label={t('viewer.printOneColumn')}
        onClick={() => handlePrint(false)}
        testId="reportage-print"
      />
      <ViewerIconButton
        icon={<ColumnWidthOutlined />}
        label={t('viewer.printTwoColumns')}
        onClick={() => handlePrint(true)}
        testId="reportage-print-two-columns"
      />
      {onEdit && newsReport.abilities.canEdit && (
        <ViewerEditButton
          label={t('viewer.edit')}
          onClick={() => onEdit(newsReport)}
          testId="reportage-viewer-edit"
        />
      )}
      {closeButton}
    </>
  );

  return (
    <DocumentViewerCard
      testId="reportage-viewer"
      documentId={newsReport.id}
      title={
        <Space size={6}>
          <span data-testid="reportage-viewer-slug">{newsReport.slug}</span>
          {newsReport.ok && (
            <CheckCircleTwoTone
              twoToneColor="#52c41a"
              aria-label={t('viewer.approved')}
              data-testid="reportage-viewer-approved"
            />
          )}
        </Space>
      }
      actions={isPreview ? undefined : buttons}
    >
      <ReportageContent newsReport={newsReport} />
      {!isPreview && (
        <>
          <ReportageVersionsDialog
            open={isVersionsOpen}
            onClose={() => setIsVersionsOpen(false)}
            load={() => fetchNewsReportRevisions(newsReport.id)}
          />
          <ReportageHistoryDrawer
            newsReportId={newsReport.id}
            open={isHistoryOpen}
            onClose={() => setIsHistoryOpen(false)}
          />
        </>
      )}
    </DocumentViewerCard>
  );
}
