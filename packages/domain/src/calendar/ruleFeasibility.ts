import type { Recurrence } from './calendar';

/**
 * Whether a repetition can ever happen. rrule checks its bounds only on dates it produced, so a
 * rule that never matches (30 February, "the first Monday that is the 20th", every 7 days on
 * another weekday) is walked day by day to the year 9999 — seconds of CPU per request. Such a
 * rule is refused on save and treated as unreadable when found stored. Conservative: it may let
 * a rare-but-possible rule through (29 February on a Monday), never refuse one that happens.
 */

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Day of the year (1-based) of each month's first day, in a common and a leap year. */
const FIRST_DAY = [false, true].map((leap) =>
  DAYS_IN_MONTH.map((_, month) =>
    DAYS_IN_MONTH.slice(0, month).reduce((sum, days, m) => sum + (m === 1 && !leap ? 28 : days), 1),
  ),
);

type Rule = Pick<
  Recurrence,
  'frequency' | 'interval' | 'repeatByMonthDay' | 'repeatByMonth' | 'repetitions'
>;

/** The days of a month (1-based) a month-day rule names there: -1 is its last day. */
function daysIn(month: number, monthDays: readonly number[], leap: boolean): number[] {
  const length = month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!;
  return monthDays.map((day) => (day === -1 ? length : day)).filter((day) => day <= length);
}

/** Whether the n-th (or last) weekday of a period `length` days long may fall on day `day`. */
function ordinalMayFall(order: number, day: number, length: number): boolean {
  return order === -1 ? day > length - 7 : day > (order - 1) * 7 && day <= order * 7;
}

/** Whether the month days and the ordinal weekdays ever coincide. */
function ordinalsMeetMonthDays(rule: Rule, months: number[]): boolean {
  const orders = rule.repetitions.flatMap((r) => (r.dayOrder === null ? [] : [r.dayOrder]));
  if (orders.length < rule.repetitions.length || orders.length === 0) return true;
  const inYear = rule.frequency === 'FREQ_YEARLY' && rule.repeatByMonth.length === 0;
  return [false, true].some((leap) =>
    months.some((month) =>
      daysIn(month, rule.repeatByMonthDay, leap).some((day) =>
        orders.some((order) =>
          inYear
            ? ordinalMayFall(
                order,
                FIRST_DAY[Number(leap)]![month - 1]! + day - 1,
                leap ? 366 : 365,
              )
            : ordinalMayFall(order, day, daysIn(month, [-1], leap)[0]!),
        ),
      ),
    ),
  );
}

/** The months a rule may happen in: a monthly one's interval reaches only some from its start. */
function monthsOf(rule: Rule, startMonth: number): number[] {
  const named = rule.repeatByMonth.length
    ? rule.repeatByMonth
    : DAYS_IN_MONTH.map((_, month) => month + 1);
  if (rule.frequency !== 'FREQ_MONTHLY') return named;
  const reached = new Set<number>();
  for (let step = 0; step < 12; step += 1) {
    reached.add(((startMonth - 1 + step * rule.interval) % 12) + 1);
  }
  return named.filter((month) => reached.has(month));
}

/** Whether a daily rule's interval ever lands on one of its weekdays. */
function weekdaysReached(rule: Rule, startWeekday: number): boolean {
  if (rule.frequency !== 'FREQ_DAILY' || rule.repetitions.length === 0) return true;
  const days = rule.repetitions.map((r) => r.value);
  for (let step = 0; step < 7; step += 1) {
    if (days.includes((startWeekday + step * rule.interval) % 7)) return true;
  }
  return false;
}

/** Whether a rule starting on `start` (a floating Date) can ever produce an occurrence. */
export function mayHappen(rule: Rule, start: Date): boolean {
  const months = monthsOf(rule, start.getUTCMonth() + 1);
  if (months.length === 0 || !weekdaysReached(rule, start.getUTCDay())) return false;
  if (rule.repeatByMonthDay.length === 0) return true;
  if (!months.some((month) => daysIn(month, rule.repeatByMonthDay, true).length > 0)) return false;
  return (
    rule.frequency === 'FREQ_DAILY' ||
    rule.frequency === 'FREQ_WEEKLY' ||
    ordinalsMeetMonthDays(rule, months)
  );
}
