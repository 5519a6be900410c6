import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/domain';
import { reportDay } from './reportDates';
import { useReportTerms } from '../hooks/useReportTerms';

/** Props of {@link ReportContent}. */
export interface ReportContentProps {
  report: Pick<Report, 'date' | 'categoryId' | 'eventIds' | 'text'>;
}

/** What a report says: its day, category, events, and its text with its line breaks. */
export function ReportContent({ report }: ReportContentProps) {
  const { t } = useTranslation('reports');
  const { categories, events } = useReportTerms();
  return (
    <Flex vertical gap="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('fields.date')}>{reportDay(report.date)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.category')}>
          {report.categoryId === null ? '—' : categories.nameOf(report.categoryId)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.events')}>
          {report.eventIds.length === 0
            ? '—'
            : report.eventIds.map((id) => <Tag key={id}>{events.nameOf(id)}</Tag>)}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="report-text">
        {report.text}
      </Typography.Paragraph>
    </Flex>
  );
}
