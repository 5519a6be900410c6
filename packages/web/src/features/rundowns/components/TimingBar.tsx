import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDurationMs, msToTimeOfDay, type RundownTiming } from '@newsroom/domain';

/** Props of {@link TimingBar}. */
export interface TimingBarProps {
  timing: RundownTiming;
  start: string;
  end: string;
}

/** Durations shown, in order; each label is `rundown:timing.<field>`. */
const DURATION_FIELDS = [
  'duration',
  'commercialTotal',
  'production',
  'fullEstimated',
  'fullProduction',
  'fullTotal',
  'approvedProduction',
  'approvedTotal',
  'approvedDiff',
  'fullDiff',
  'productionApprovedDiff',
  'productionFullDiff',
  'notDisplayedCommercial',
  'notDisplayedProduction',
  'notDisplayedApprovedProduction',
] as const satisfies readonly (keyof RundownTiming)[];

/**
 * Every total of the rundown's timing, the estimated end, over/under (red when over) and the
 * time left of the item on air, ticking with the `now` the timing was computed from.
 */
export function TimingBar({ timing, start, end }: TimingBarProps) {
  const { t } = useTranslation('rundown');
  const isOver = timing.overUnderMs < 0;
  return (
    <div className="nrcs-rundown__timing" data-testid="timing-bar" role="status">
      <span className="nrcs-rundown__timing-item">
        <span className="nrcs-rundown__timing-label">{t('timing.schedule')}</span>
        {start.slice(0, 5)}–{end.slice(0, 5)}
      </span>
      {DURATION_FIELDS.map((field) => (
        <Tooltip key={field} title={t(`timing.help.${field}`)}>
          <span className="nrcs-rundown__timing-item" data-testid={`timing-${field}`}>
            <span className="nrcs-rundown__timing-label">{t(`timing.${field}`)}</span>
            {formatDurationMs(timing[field])}
          </span>
        </Tooltip>
      ))}
      <span className="nrcs-rundown__timing-item" data-testid="timing-endEstimate">
        <span className="nrcs-rundown__timing-label">{t('timing.endEstimate')}</span>
        {msToTimeOfDay(timing.endEstimate)}
      </span>
      <span
        className={`nrcs-rundown__timing-item nrcs-rundown__timing-item--${isOver ? 'over' : 'under'}`}
        data-testid="timing-overUnder"
        data-over={isOver}
      >
        <span className="nrcs-rundown__timing-label">
          {isOver ? t('timing.over') : t('timing.under')}
        </span>
        {formatDurationMs(Math.abs(timing.overUnderMs))}
      </span>
      <span
        className="nrcs-rundown__timing-item nrcs-rundown__timing-item--onair"
        data-testid="timing-onAirRemaining"
        data-on-air={timing.onAirRemainingMs !== null}
      >
        <span className="nrcs-rundown__timing-label">{t('timing.onAirRemaining')}</span>
        {timing.onAirRemainingMs === null ? '—' : formatDurationMs(timing.onAirRemainingMs)}
      </span>
    </div>
  );
}
