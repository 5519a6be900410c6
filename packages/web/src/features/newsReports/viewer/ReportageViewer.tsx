import { useState } from 'react';
import { Alert, Button, Card, Space, Spin, Tooltip, Typography } from 'antd';
import {
  CheckCircleTwoTone,
  CloseOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  EditOutlined,
  HistoryOutlined,
  PrinterOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsReport } from '@newsroom/domain';
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
  const query = useQuery({
    queryKey: newsReportListKeys.document(newsReportId),
    queryFn: () => fetchNewsReport(newsReportId),
    meta: { isSilent: true },
  });
  if (query.isError && !query.data)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('viewer.loadFailed')}
        data-testid="reportage-viewer-failed"
      />
    );
  if (!query.data) return <Spin />;
  return <ReportageViewerCard {...rest} newsReport={query.data} />;
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
    <Tooltip title={t('viewer.close')}>
      <Button
        icon={<CloseOutlined />}
        aria-label={t('viewer.close')}
        onClick={onClose}
        data-testid="reportage-viewer-close"
      />
    </Tooltip>
  );

  if (!newsReport.visible)
    return (
      <Card data-testid="reportage-viewer" data-id={newsReport.id} extra={closeButton}>
        <Typography.Text type="secondary" data-testid="reportage-viewer-private">
          {t('viewer.private')}
        </Typography.Text>
      </Card>
    );

  const buttons = (
    <Space size={4} wrap>
      <Tooltip title={t('viewer.copy')}>
        <Button
          icon={<CopyOutlined />}
          aria-label={t('viewer.copy')}
          onClick={() => void handleCopy()}
          data-testid="reportage-copy-text"
        />
      </Tooltip>
      <Tooltip title={t('viewer.versions')}>
        <Button
          icon={<ProfileOutlined />}
          aria-label={t('viewer.versions')}
          onClick={() => setIsVersionsOpen(true)}
          data-testid="reportage-versions"
        />
      </Tooltip>
      <Tooltip title={t('viewer.history')}>
        <Button
          icon={<HistoryOutlined />}
          aria-label={t('viewer.history')}
          onClick={() => setIsHistoryOpen(true)}
          data-testid="reportage-history"
        />
      </Tooltip>
      <Tooltip title={t('viewer.printOneColumn')}>
        <Button
          icon={<PrinterOutlined />}
          aria-label={t('viewer.printOneColumn')}
          onClick={() => handlePrint(false)}
          data-testid="reportage-print"
        />
      </Tooltip>
      <Tooltip title={t('viewer.printTwoColumns')}>
        <Button
          icon={<ColumnWidthOutlined />}
          aria-label={t('viewer.printTwoColumns')}
          onClick={() => handlePrint(true)}
          data-testid="reportage-print-two-columns"
        />
      </Tooltip>
      {onEdit && newsReport.abilities.canEdit && (
        <Button
          icon={<EditOutlined />}
          onClick={() => onEdit(newsReport)}
          data-testid="reportage-viewer-edit"
        >
          {t('viewer.edit')}
        </Button>
      )}
      {closeButton}
    </Space>
  );

  return (
    <Card
      size="small"
      data-testid="reportage-viewer"
      data-id={newsReport.id}
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
      extra={isPreview ? undefined : buttons}
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
    </Card>
  );
}
