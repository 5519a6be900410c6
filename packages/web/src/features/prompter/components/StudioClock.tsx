import { useTranslation } from 'react-i18next';
import { useBranchConfig } from '../../branch';

/** Props of {@link StudioClock}. */
export interface StudioClockProps {
  now: Date;
  /** Shows the date under the time. */
  hasDate?: boolean;
}

/** The time with seconds (and the date in the interface language), in the newsroom's time zone. */
export function StudioClock({ now, hasDate = false }: StudioClockProps) {
  const { i18n } = useTranslation();
  const timeZone = useBranchConfig().data?.timeZone;
  const language = i18n.language.replace('_', '-');
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const date = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full' }).format(now);
  return (
    <div className="nrcs-studio__clock" data-testid="studio-clock">
      <div className="nrcs-studio__clock-time">{time}</div>
      {hasDate ? <div className="nrcs-studio__clock-date">{date}</div> : null}
    </div>
  );
}
