import { useTranslation } from 'react-i18next';
import { formatDurationMs, hitAdvice, msToTimeOfDay, type HitTiming } from '@newsroom/domain';
import { formatClockMs } from '../../rundowns';
import { FigurePanel } from './FigurePanel';
import type { StudioFigures } from './studioFigures';

/** Props of {@link StudioPanels}. */
export interface StudioPanelsProps {
  figures: StudioFigures;
}

const timeOrDash = (ms: number | null) => (ms === null ? '—' : msToTimeOfDay(ms));

/** The next hit's time and what it asks (cut, fill or on time), in the rundown's words. */
function HitFigure({ hit }: { hit: HitTiming | null }) {
  const { t } = useTranslation('rundown');
  if (!hit) return <>—</>;
  const advice = hitAdvice(hit.diffMs);
  return (
    <span data-advice={advice.kind}>
      {msToTimeOfDay(hit.hitMs)}{' '}
      {advice.kind === 'onTime'
        ? t('hits.onTime')
        : t(`hits.${advice.kind}`, { duration: formatDurationMs(advice.ms) })}
    </span>
  );
}

/**
 * On air and next, the segment's countdown, over/under, the next story's back-time and the next
 * hard hit: the figures both the presenter's and the control room's views show.
 */
export function StudioPanels({ figures }: StudioPanelsProps) {
  const { t } = useTranslation('prompter');
  const isOverrun = figures.remainingMs !== null && figures.remainingMs < 0;
  const isOver = figures.overUnderMs < 0;
  return (
    <>
      <FigurePanel label={t('studio.onAir')} tone="onAir" testId="studio-on-air">
        {figures.onAirName ?? t('studio.nothingOnAir')}
      </FigurePanel>
      <FigurePanel
        label={t('studio.segmentLeft')}
        tone={isOverrun ? 'over' : 'plain'}
        testId="studio-remaining"
      >
        {figures.remainingMs === null ? '—' : formatClockMs(figures.remainingMs)}
      </FigurePanel>
      <FigurePanel label={t('studio.next')} testId="studio-next">
        {figures.next?.slug || '—'}
      </FigurePanel>
      <FigurePanel label={t('studio.nextBackTime')} testId="studio-back-time">
        {timeOrDash(figures.nextBackTimeMs)}
      </FigurePanel>
      <FigurePanel
        label={isOver ? t('studio.over') : t('studio.under')}
        tone={isOver ? 'over' : 'plain'}
        testId="studio-over-under"
      >
        {formatClockMs(Math.abs(figures.overUnderMs))}
      </FigurePanel>
      <FigurePanel
        label={t('studio.nextHit')}
        tone={figures.nextHit && figures.nextHit.diffMs <= -1000 ? 'over' : 'plain'}
        testId="studio-next-hit"
      >
        <HitFigure hit={figures.nextHit} />
      </FigurePanel>
    </>
  );
}
