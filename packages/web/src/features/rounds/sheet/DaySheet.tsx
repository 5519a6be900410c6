import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Space, Spin, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callCounts } from '@newsroom/domain';
import { DayNavigator, useDayParam } from '../../../shared/dayList';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { usePrintOptions } from '../../../shared/print';
import { useBranchConfig } from '../../branch';
import { fetchSheet, sheetKeys } from '../api/roundsApi';
import { CallCard } from './CallCard';
import { currentLocale, formatDay } from '../../../shared/i18n';
import type { CallDocument } from './useCreateFromCall';
import { useSheetLive } from './useSheetLive';

/** Props of {@link DaySheet}. */
export interface DaySheetProps {
  /** ROLE_ROUND_WRITE: tick calls and note what was said. */
  canWrite: boolean;
  /** Which documents the user may make of a call. */
  canCreate: Record<CallDocument, boolean>;
}

/**
 * The day sheet of the rounds (default today in the newsroom): every round of the day in time
 * order with its call, live as the other producers tick theirs.
 */
export function DaySheet({ canWrite, canCreate }: DaySheetProps) {
  const { t } = useTranslation('rounds');
  const branch = useBranchConfig();
  const { date, today, setDate } = useDayParam(branch.data?.timeZone, true);
  const sheet = useQuery({
    queryKey: sheetKeys.day(date),
    queryFn: () => fetchSheet(date),
    meta: { failureKind: 'load' },
  });
  useSheetLive();
  const [guidelineId, setGuidelineId] = useState<number | null>(null);
  const printOptions = usePrintOptions();
  const entries = sheet.data?.entries ?? [];
  const counts = callCounts(entries.map((entry) => entry.call));

  return (
    <Card
      title={t('sheet.heading', { date: formatDay(date, currentLocale()) })}
      data-testid="round-sheet"
      extra={
        sheet.data && (
          <Typography.Text type="secondary" data-testid="round-sheet-counts">
            {t('sheet.counts', {
              done: counts.done,
              noAnswer: counts.no_answer,
              pending: counts.pending,
            })}
          </Typography.Text>
        )
      }
    >
      <Flex vertical gap="middle">
        <Space wrap>
          <DayNavigator
            date={date}
            today={today}
            onDateChange={setDate}
            namespace="rounds"
            testIdPrefix="round-sheet"
          />
          <Button
            icon={<FilePdfOutlined />}
            // A table: only the language of the PDF applies.
            onClick={() => printOptions.pdf('/api/rounds/sheet/pdf', [], { date })}
            data-testid="round-sheet-pdf"
          >
            {t('sheet.exportPdf')}
          </Button>
        </Space>
        {sheet.isError && <Alert type="error" showIcon title={t('sheet.loadFailed')} />}
        {sheet.isLoading && <Spin />}
        {sheet.data && entries.length === 0 && <Empty description={t('sheet.empty')} />}
        {entries.map((entry) => (
          <CallCard
            key={`${entry.call.date}/${entry.round.id}`}
            entry={entry}
            canWrite={canWrite}
            canCreate={canCreate}
            onOpenGuideline={setGuidelineId}
          />
        ))}
      </Flex>
      <DocumentViewerDrawer
        origin="assignment"
        id={guidelineId}
        open={guidelineId !== null}
        onClose={() => setGuidelineId(null)}
      />
      {printOptions.dialog}
    </Card>
  );
}
