import { DomainError, addDaysToDate, type CalendarEventsQuery } from '@newsroom/domain';

/** The longest span one listing of occurrences covers, in days. */
export const MAX_RANGE_DAYS = 400;

const invalid = (field: string) =>
  new DomainError('validation_failed', 'validation:failed', {
    part: 'querystring',
    fields: [{ field, key: 'invalid' }],
  });

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The days a listing covers: `from`…`to`, or the month around `currentDate` padded to whole
 * weeks (Sunday to Saturday), as a month view draws it. 400 for neither, a reversed range or one
 * longer than {@link MAX_RANGE_DAYS}.
 */
export function occurrenceRange(query: CalendarEventsQuery): { from: string; to: string } {
  if (query.from && query.to) {
    const days = daysBetween(query.from, query.to);
    if (days < 0 || days > MAX_RANGE_DAYS) throw invalid('to');
    return { from: query.from, to: query.to };
  }
  if (!query.currentDate) throw invalid(query.from ? 'to' : 'currentDate');
  const first = `${query.currentDate.slice(0, 7)}-01`;
  const last = addDaysToDate(`${addDaysToDate(first, 31).slice(0, 7)}-01`, -1);
  return {
    from: addDaysToDate(first, -weekday(first)),
    to: addDaysToDate(last, 6 - weekday(last)),
  };
}
