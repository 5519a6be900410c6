import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Charts, Locale } from '@newsroom/domain';
import { countLabel, overLabel } from './chartFormat';

/** Props of {@link ChartsSummary}. */
export interface ChartsSummaryProps {
  charts: Charts;
  locale: Locale;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The range's totals: documents, stories aired and dropped, guidelines and over/under. */
export function ChartsSummary({ charts, locale }: ChartsSummaryProps) {
  const { t } = useTranslation('charts');
  const { days } = charts;
  const figures = [
    ['created', sum(days.map((d) => d.created))],
    ['approved', sum(days.map((d) => d.approved))],
    ['aired', sum(days.map((d) => d.aired))],
    ['dropped', sum(days.map((d) => d.dropped.deleted + d.dropped.toDrawer + d.dropped.notAired))],
    ['covered', sum(days.map((d) => d.covered))],
    ['interrupted', sum(days.map((d) => d.interrupted))],
  ] as const;
  const overMs = sum(charts.shows.map((show) => show.overMs));
  return (
    <Card size="small" data-testid="charts-summary">
      <Row gutter={[16, 16]}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} sm={8} lg={3}>
            <Statistic
              title={t(`figures.${key}`)}
              value={value}
              formatter={() => countLabel(value, locale)}
              data-testid={`charts-total-${key}`}
            />
          </Col>
        ))}
        <Col xs={24} sm={16} lg={6}>
          <Statistic
            title={t('figures.over')}
            value={overMs}
            formatter={() => overLabel(overMs)}
            data-testid="charts-total-over"
          />
        </Col>
      </Row>
    </Card>
  );
}
