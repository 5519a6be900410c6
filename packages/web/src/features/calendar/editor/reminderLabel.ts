import type { TFunction } from 'i18next';

const UNITS = [
  { key: 'weeks', minutes: 10_080 },
  { key: 'days', minutes: 1_440 },
  { key: 'hours', minutes: 60 },
] as const;

/** "15 minutes", "1 hour", "2 days", "1 week": the largest whole unit of a reminder's lead. */
export function reminderLabel(minutesBefore: number, t: TFunction): string {
  const unit = UNITS.find((candidate) => minutesBefore % candidate.minutes === 0);
  return unit
    ? t(`reminder.${unit.key}`, { count: minutesBefore / unit.minutes })
    : t('reminder.minutes', { count: minutesBefore });
}
