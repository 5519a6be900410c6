import { Col, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_KINDS, DROP_REASONS, type Charts, type Locale } from '@newsroom/domain';
import { ChartCard } from './ChartCard';
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
  const colorOf = (index: number) => palette[index % palette.length];
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
  const dayAxis = <XAxis dataKey="label" minTickGap={8} />;
  const countAxis = <YAxis allowDecimals={false} tickFormatter={count} width={40} />;
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} />;
  const tooltip = <Tooltip formatter={count} />;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.createdByKind')} testId="chart-created-by-kind">
          <BarChart data={days}>
            {grid}
            {dayAxis}
            {countAxis}
            {tooltip}
            <Legend />
            {CHART_KINDS.map((kind, index) => (
              <Bar
                key={kind}
                dataKey={kind}
                name={t(`kinds.${kind}`)}
                stackId="kinds"
                fill={colorOf(index)}
              />
            ))}
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.perDay')} testId="chart-per-day">
          <LineChart data={days}>
            {grid}
            {dayAxis}
            {countAxis}
            {tooltip}
            <Legend />
            {(['created', 'approved', 'aired'] as const).map((key, index) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={t(`figures.${key}`)}
                stroke={colorOf(index)}
                dot={false}
              />
            ))}
          </LineChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.byKind')} testId="chart-by-kind">
          <BarChart data={kinds}>
            {grid}
            <XAxis dataKey="label" />
            {countAxis}
            {tooltip}
            <Legend />
            {(['created', 'approved', 'aired'] as const).map((key, index) => (
              <Bar key={key} dataKey={key} name={t(`figures.${key}`)} fill={colorOf(index)} />
            ))}
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.overByShow')} testId="chart-over-by-show">
          <BarChart data={shows}>
            {grid}
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
          <BarChart data={days}>
            {grid}
            {dayAxis}
            {countAxis}
            {tooltip}
            <Legend />
            {DROP_REASONS.map((reason, index) => (
              <Bar
                key={reason}
                dataKey={reason}
                name={t(`reasons.${reason}`)}
                stackId="dropped"
                fill={colorOf(index + 2)}
              />
            ))}
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('charts.guidelines')} testId="chart-guidelines">
          <BarChart data={days}>
            {grid}
            {dayAxis}
            {countAxis}
            {tooltip}
            <Legend />
            <Bar
              dataKey="covered"
              name={t('figures.covered')}
              stackId="g"
              fill={token.colorSuccess}
            />
            <Bar
              dataKey="interrupted"
              name={t('figures.interrupted')}
              stackId="g"
              fill={token.colorError}
            />
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24}>
        <ChartCard title={t('charts.byPerson')} testId="chart-by-person">
          <BarChart data={people}>
            {grid}
            <XAxis dataKey="name" />
            {countAxis}
            {tooltip}
            <Legend />
            {(['created', 'approved', 'aired'] as const).map((key, index) => (
              <Bar key={key} dataKey={key} name={t(`figures.${key}`)} fill={colorOf(index)} />
            ))}
          </BarChart>
        </ChartCard>
      </Col>
    </Row>
  );
}
