import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDurationMs,
  hitAdvice,
  msToTimeOfDay,
  nextHit,
  type RundownTiming,
} from '@newsroom/domain';

/** Props of {@link TimingBar}. */
export interface TimingBarProps {
  timing: RundownTiming;
  start: string;
  end: string;
  /** The slug or block name on air (see onAirName). */
  onAirName: string | null;
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
 * item on air with its time left, ticking with the `now` the timing was computed from and
 * counting on below zero, in red, when it runs over; the next hard hit with the cut (red) or fill
 * (green) it needs.
 */
export function TimingBar({ timing, start, end, onAirName }: TimingBarProps) {
  const { t } = useTranslation('rundown');
  const isOver = timing.overUnderMs < 0;
  const remaining = timing.onAirRemainingMs;
  const overrun = remaining !== null && remaining <= -1000;
  const hit = nextHit(timing.hits);
  const advice = hit ? hitAdvice(hit.diffMs) : null;
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
      {hit && advice ? (
        <Tooltip title={t('timing.help.nextHit')}>
          <span
            className={`nrcs-rundown__timing-item nrcs-rundown__timing-item--${advice.kind}`}
            data-testid="timing-nextHit"
            data-advice={advice.kind}
          >
            <span className="nrcs-rundown__timing-label">{t('timing.nextHit')}</span>
            {msToTimeOfDay(hit.hitMs)}{' '}
            {advice.kind === 'onTime'
              ? t('hits.onTime')
              : t(`hits.${advice.kind}`, { duration: formatDurationMs(advice.ms) })}
          </span>
        </Tooltip>
      ) : null}
      <span
        className={`nrcs-rundown__timing-item nrcs-rundown__timing-item--onair${overrun ? ' nrcs-rundown__timing-item--over' : ''}`}
        data-testid="timing-onAirRemaining"
        data-on-air={remaining !== null}
        data-overrun={overrun}
      >
        <span className="nrcs-rundown__timing-label">
          {t(overrun ? 'timing.onAirOverrun' : 'timing.onAirRemaining')}
        </span>
        {onAirName !== null && (
          <span className="nrcs-rundown__timing-onair-name" data-testid="timing-onAirName">
            {onAirName}
          </span>
        )}
        {remaining === null ? '—' : formatDurationMs(remaining)}
      </span>
    </div>
  );
}
