import { useTranslation } from 'react-i18next';
import { msToTimeOfDay } from '@newsroom/domain';
import { formatClockMs } from '../../rundowns';
import { FigurePanel } from './FigurePanel';
import type { StudioFigures } from './studioFigures';

/** Props of {@link StudioPanels}. */
export interface StudioPanelsProps {
  figures: StudioFigures;
}

const timeOrDash = (ms: number | null) => (ms === null ? '—' : msToTimeOfDay(ms));

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
      {/* TODO(issue 26, hard hit times): show the rundown answer's next hit once it has one. */}
      <FigurePanel label={t('studio.nextHit')} testId="studio-next-hit">
        —
      </FigurePanel>
    </>
  );
}
