import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One counted series of a {@link CountChart}. */
export interface CountSeries {
  key: string;
  name: string;
  color: string;
  /** Series with the same stack id are drawn on top of each other. */
  stackId?: string;
}

/** Props of {@link CountChart}; width and height come from the card's ResponsiveContainer. */
export interface CountChartProps {
  data: object[];
  xKey: string;
  series: CountSeries[];
  format: (value: unknown) => string;
  /** Lines rather than bars. */
  lines?: boolean;
  /** A day axis: labels thinned so they do not overlap. */
  days?: boolean;
  width?: number;
  height?: number;
}

/**
 * A chart of counts: grid, axes, tooltip and legend every count chart shares, then one bar (or
 * line) per series. Recharts 3 reads its parts from context, so they may sit in our component.
 */
export function CountChart({
  data,
  xKey,
  series,
  format,
  lines,
  days,
  width,
  height,
}: CountChartProps) {
  const Chart = lines ? LineChart : BarChart;
  return (
    <Chart data={data} width={width} height={height}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey} minTickGap={days ? 8 : undefined} />
      <YAxis allowDecimals={false} tickFormatter={format} width={40} />
      <Tooltip formatter={format} />
      <Legend />
      {series.map(({ key, name, color, stackId }) =>
        lines ? (
          <Line key={key} type="monotone" dataKey={key} name={name} stroke={color} dot={false} />
        ) : (
          <Bar key={key} dataKey={key} name={name} stackId={stackId} fill={color} />
        ),
      )}
    </Chart>
  );
}
