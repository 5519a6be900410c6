import { Col, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_KINDS, DROP_REASONS, type Charts, type Locale } from '@newsroom/domain';
import { ChartCard } from './ChartCard';
import { CountChart } from './CountChart';
import { countLabel, dayLabel, overLabel, overMinutes } from './chartFormat';

/** Props of {@link ChartsGrid}. */
export interface ChartsGridProps {
  charts: Charts;
  locale: Locale;
}

/** Most people the "by person" chart shows (the busiest). */
const PEOPLE_SHOWN = 10;

/**
 * The charts of a range: documents per day by kind; created, approved and aired per day; the
 * kinds; stories dropped by reason; guidelines covered and interrupted; each show's over/under;
 * the busiest people. Colours come from the theme, so dark mode and the branch palette apply.
 */
export function ChartsGrid({ charts, locale }: ChartsGridProps) {
  const { t } = useTranslation('charts');
  const { token } = theme.useToken();
  const palette = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
    token.colorTextSecondary,
  ];
  const colorOf = (index: number) => palette[index % palette.length] ?? token.colorPrimary;
  const count = (value: unknown) => countLabel(Number(value), locale);
  const days = charts.days.map((day) => ({
    ...day,
    label: dayLabel(day.date, locale),
    ...day.createdByKind,
    ...day.dropped,
  }));
  const kinds = charts.kinds.map((kind) => ({ ...kind, label: t(`kinds.${kind.kind}`) }));
  const shows = charts.shows.map((show) => ({ ...show, minutes: overMinutes(show.overMs) }));
  const people = charts.people.slice(0, PEOPLE_SHOWN);
  const figures = (['created', 'approved', 'aired'] as const).map((key, index) => ({
    key,
    name: t(`figures.${key}`),
    color: colorOf(index),
  }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.createdByKind')} testId="chart-created-by-kind">
          <CountChart
            data={days}
            xKey="label"
            days
            format={count}
            series={CHART_KINDS.map((kind, index) => ({
              key: kind,
              name: t(`kinds.${kind}`),
              color: colorOf(index),
              stackId: 'kinds',
            }))}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.perDay')} testId="chart-per-day">
          <CountChart data={days} xKey="label" days lines format={count} series={figures} />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.byKind')} testId="chart-by-kind">
          <CountChart data={kinds} xKey="label" format={count} series={figures} />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.overByShow')} testId="chart-over-by-show">
          <BarChart data={shows}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" />
            <YAxis width={48} unit=" min" />
            <Tooltip
              formatter={(_value, _name, item) => overLabel(Number(item.payload?.overMs ?? 0))}
            />
            <Bar dataKey="minutes" name={t('figures.over')}>
              {shows.map((show) => (
                <Cell
                  key={show.programId}
                  fill={show.overMs > 0 ? token.colorError : token.colorPrimary}
                />
              ))}
            </Bar>
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.dropped')} testId="chart-dropped">
          <CountChart
            data={days}
            xKey="label"
            days
            format={count}
            series={DROP_REASONS.map((reason, index) => ({
              key: reason,
              name: t(`reasons.${reason}`),
              color: colorOf(index + 2),
              stackId: 'dropped',
            }))}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.guidelines')} testId="chart-guidelines">
          <CountChart
            data={days}
            xKey="label"
            days
            format={count}
            series={[
              {
                key: 'covered',
                name: t('figures.covered'),
                color: token.colorSuccess,
                stackId: 'g',
              },
              {
                key: 'interrupted',
                name: t('figures.interrupted'),
                color: token.colorError,
                stackId: 'g',
              },
            ]}
          />
        </ChartCard>
      </Col>
      <Col xs={24}>
        <ChartCard title={t('charts.byPerson')} testId="chart-by-person">
          <CountChart data={people} xKey="name" format={count} series={figures} />
        </ChartCard>
      </Col>
    </Row>
  );
}
