import type { TFunction } from 'i18next';
import type { Recurrence } from '@newsroom/domain';

/**
 * The plain-language sentence of a repetition ("Every 2 weeks on Tuesday until Mar 31, 2027"):
 * one rule phrase per frequency, then what narrows it (days, ordinals, months), then how it ends
 * and the dates left out. Weekday, month and date words come from Intl in the language's tag, so
 * no ISO date reaches the screen; `t` is the `calendar` namespace fixed to that language.
 */

/** What reads a repetition aloud: the language tag for Intl and its `calendar` messages. */
export interface SummaryLanguage {
  /** BCP 47 tag (`pt-BR`). */
  tag: string;
  t: TFunction;
}

const RULE_KEYS = {
  FREQ_DAILY: 'recurrence.daily',
  FREQ_WEEKLY: 'recurrence.weekly',
  FREQ_MONTHLY: 'recurrence.monthly',
  FREQ_YEARLY: 'recurrence.yearly',
} as const;

const ORDINAL_NAMES: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};

/** A UTC noon of a plain date, so Intl names the same day in any zone. */
function dayOf(date: string): Date {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12));
}

/** The name of weekday 0 (Sunday) … 6, in the language. */
export function weekdayName(value: number, tag: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + value, 12)),
  );
}

/** The name of month 1 … 12, in the language. */
export function monthName(month: number, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, month - 1, 1, 12)),
  );
}

/** A `YYYY-MM-DD` date as the language writes it in full ("Mar 31, 2027"). */
export function longDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(dayOf(date));
}

function listOf(words: string[], tag: string): string {
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(words);
}

/** The sentence of `recurrence`; "Does not repeat" when it has no frequency. */
export function summarizeRecurrence(recurrence: Recurrence, { tag, t }: SummaryLanguage): string {
  const { frequency, interval } = recurrence;
  if (!frequency) return t('recurrence.none');
  let rule = t(RULE_KEYS[frequency], { count: interval });

  const months = [...recurrence.repeatByMonth].sort((a, b) => a - b);
  if (frequency === 'FREQ_YEARLY' && months.length > 0)
    rule = t('recurrence.inMonths', {
      rule,
      months: listOf(
        months.map((m) => monthName(m, tag)),
        tag,
      ),
    });

  const weekdays = recurrence.repetitions.filter((r) => r.dayOrder === null).map((r) => r.value);
  if (weekdays.length > 0) {
    const days = [...new Set(weekdays)].sort((a, b) => a - b).map((d) => weekdayName(d, tag));
    rule = t('recurrence.onDays', { rule, days: listOf(days, tag) });
  }

  const ordinals = recurrence.repetitions.filter((r) => r.dayOrder !== null);
  if (ordinals.length > 0) {
    const phrases = ordinals.map((r) =>
      t(`recurrence.ordinal.${ORDINAL_NAMES[r.dayOrder!]}`, {
        weekday: weekdayName(r.value, tag),
        // Portuguese: "na segunda terça-feira" but "no segundo sábado".
        context: r.value === 0 || r.value === 6 ? 'weekend' : undefined,
      }),
    );
    rule = t('recurrence.onOrdinal', { rule, ordinal: listOf(phrases, tag) });
  }

  const monthDays = [...recurrence.repeatByMonthDay].sort((a, b) =>
    a === -1 ? 1 : b === -1 ? -1 : a - b,
  );
  if (monthDays.length > 0) {
    const days = monthDays.map((day) =>
      day === -1 ? t('recurrence.lastDay') : t('recurrence.monthDay', { day }),
    );
    rule = t('recurrence.onMonthDays', { rule, days: listOf(days, tag) });
  }

  if (recurrence.repeatUtil)
    rule = t('recurrence.until', { rule, date: longDate(recurrence.repeatUtil, tag) });
  else if (recurrence.repeatCount)
    rule = t('recurrence.times', { rule, count: recurrence.repeatCount });

  if (recurrence.exDates.length > 0) {
    const dates = [...recurrence.exDates].sort().map((date) => longDate(date, tag));
    rule = t('recurrence.except', { rule, dates: listOf(dates, tag) });
  }
  return rule;
}
