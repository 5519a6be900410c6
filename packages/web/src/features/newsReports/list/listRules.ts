import type { NewsReport, Paged, RealtimeEvent } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';

/**
 * News report list pages kept live (spec 2 §4 "Reportage lists"): a new news report appears in a
 * page only when its date is within the page's from/to filter; an update that takes a news report
 * out of the range (or to the trash) removes it; copies go to the front of the page, trimmed to the
 * page size. A news report that is not newer than the page's copy is skipped, so the echo of one's
 * own change (already applied from the answer) changes nothing.
 */

/** The date range of a list (either end open). */
export interface DateRange {
  from?: string;
  to?: string;
}

/** What an event says about one news report. */
export type NewsReportChange =
  | { kind: 'create'; newsReport: NewsReport }
  | { kind: 'update'; newsReport: NewsReport }
  | { kind: 'remove'; id: number }
  | { kind: 'none' };

/** Whether `date` (YYYY-MM-DD) is within the range, ends included. */
export function isInRange(date: string, range: DateRange): boolean {
  if (range.from && date < range.from) return false;
  if (range.to && date > range.to) return false;
  return true;
}

/**
 * Reads a `news_reports` event: CREATE and UPDATE carry the news report, PATCH `{ newsReport }`,
 * DELETE `{ id, date }`.
 */
export function changeOfEvent(event: RealtimeEvent<'news_reports'>): NewsReportChange {
  switch (event.action) {
    case 'DELETE':
      return { kind: 'remove', id: event.data.id };
    case 'PATCH':
      return { kind: 'update', newsReport: event.data.newsReport };
    case 'CREATE':
      return { kind: 'create', newsReport: event.data };
    default:
      return { kind: 'update', newsReport: event.data };
  }
}

/** A page after a change, for a list over `range`; the same page when nothing changes. */
export function applyToPage(
  page: Paged<NewsReport>,
  range: DateRange,
  change: NewsReportChange,
): Paged<NewsReport> {
  if (change.kind === 'none') return page;
  if (change.kind === 'remove') {
    return page.data.some((item) => item.id === change.id) ? withDeleted(page, change.id) : page;
  }
  const incoming = change.newsReport;
  const current = page.data.find((item) => item.id === incoming.id);
  if (current && current.version >= incoming.version) return page;
  const belongs = !incoming.excluded && isInRange(incoming.date, range);
  if (current) return belongs ? withUpdated(page, incoming) : withDeleted(page, incoming.id);
  if (change.kind === 'create' && belongs) return withCreated(page, incoming);
  return page;
}

/** A copy just made: at the front of the page, trimmed to the page size. */
export function withCopy(page: Paged<NewsReport>, copy: NewsReport): Paged<NewsReport> {
  return withCreated(page, copy, 'first');
}

/** Replaces one news report in a page by id (an optimistic change or its rollback). */
export function replaceInPage(page: Paged<NewsReport>, newsReport: NewsReport): Paged<NewsReport> {
  return withUpdated(page, newsReport);
}
