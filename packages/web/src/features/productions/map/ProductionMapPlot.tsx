import { useTranslation } from 'react-i18next';
import type { Production } from '@newsroom/domain';
import { projectPoints, type PlotBox } from './mapProjection';

/** The plot's drawing size (the SVG scales to its container). */
export const PLOT_BOX: PlotBox = { width: 800, height: 500, padding: 48 };

const STATUS_FILL: Record<Production['status'], string> = {
  NEW: '#1677ff',
  PRODUCING: '#faad14',
  DONE: '#52c41a',
};

/** Props of {@link ProductionMapPlot}. */
export interface ProductionMapPlotProps {
  /** Located productions. */
  productions: readonly (Production & { latitude: number; longitude: number })[];
  selectedId: number | null;
  onSelect: (production: Production) => void;
}

/**
 * The located productions as numbered markers on a plain plane scaled to their bounding box
 * (north up), each labelled with its slug; a marker opens its production (click, Enter or Space).
 */
export function ProductionMapPlot({ productions, selectedId, onSelect }: ProductionMapPlotProps) {
  const { t } = useTranslation('production');
  const points = projectPoints(productions, PLOT_BOX);
  return (
    <svg
      className="nrcs-production-map__plot"
      viewBox={`0 0 ${PLOT_BOX.width} ${PLOT_BOX.height}`}
      role="img"
      aria-label={t('map.plotLabel', { count: points.length })}
      data-testid="production-map-plot"
    >
      <text x={PLOT_BOX.width - 16} y={28} textAnchor="end" fontSize={14} fill="#8c8c8c">
        {t('map.north')} ↑
      </text>
      {points.map((point, index) => {
        const isSelected = point.id === selectedId;
        return (
          <g
            key={point.id}
            className="nrcs-production-map__marker"
            transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`}
            role="button"
            tabIndex={0}
            aria-label={t('map.open', { slug: point.slug })}
            onClick={() => onSelect(point)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(point);
              }
            }}
            data-testid="production-map-marker"
            data-id={point.id}
            data-x={point.x.toFixed(1)}
            data-y={point.y.toFixed(1)}
            data-selected={isSelected}
          >
            <circle
              r={isSelected ? 14 : 11}
              fill={STATUS_FILL[point.status]}
              stroke="#fff"
              strokeWidth={2}
            />
            <text textAnchor="middle" dy={4} fontSize={11} fill="#fff" fontWeight={600}>
              {index + 1}
            </text>
            {/* Labels of markers in the right half go to their left, so they stay inside the plot. */}
            <text
              x={point.x > PLOT_BOX.width / 2 ? -16 : 16}
              textAnchor={point.x > PLOT_BOX.width / 2 ? 'end' : 'start'}
              dy={4}
              fontSize={13}
              fill="currentColor"
            >
              {point.slug}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
