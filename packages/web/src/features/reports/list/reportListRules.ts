import { foldForMatch, type Paged, type RealtimeEvent, type Report } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import type { ReportFilter } from '../api/reportsApi';

/**
 * Report list pages kept live (spec 3 §4): a new report goes first, on the first page only, when
 * it matches the page's filter (its day, category, event, and the words typed found together in
 * its title or its text); an
 * update replaces it where it is, or drops it when it no longer matches; a removal drops it. A
 * report not newer than the page's copy is skipped, so the echo of one's own change changes
 * nothing.
 */

/** What an event says about one report. */
export type ReportChange =
  | { kind: 'create'; report: Report }
  | { kind: 'update'; report: Report }
  | { kind: 'remove'; id: number };

/** Reads a `reports` event about a report (category and event ones are not the list's). */
export function changeOfEvent(event: RealtimeEvent<'reports'>): ReportChange | null {
  if (event.entity !== 'report') return null;
  switch (event.action) {
    case 'CREATE':
      return { kind: 'create', report: event.data };
    case 'UPDATE':
      return { kind: 'update', report: event.data };
    case 'PATCH':
      return { kind: 'update', report: event.data.report };
    case 'DELETE':
      return { kind: 'remove', id: event.data.id };
  }
}

/** Whether a report belongs in a list filtered by `filter` (the page apart). */
export function matchesFilter(report: Report, filter: ReportFilter): boolean {
  if (report.excluded) return false;
  if (filter.from && report.date < filter.from) return false;
  if (filter.to && report.date > filter.to) return false;
  // The words as the server looks for them: together, in the title or in the text.
  const words = foldForMatch(filter.text);
  const isNarrowed = filter.categoryId !== undefined || filter.eventId !== undefined;
  // A masked report shows nothing of what it says: the server alone can tell.
  if (!report.visible) return !isNarrowed && words === '';
  if (filter.categoryId !== undefined && report.categoryId !== filter.categoryId) return false;
  if (filter.eventId !== undefined && !report.eventIds.includes(filter.eventId)) return false;
  return [report.title, report.text].some((part) => foldForMatch(part).includes(words));
}

/** A page after a change, for a list over `filter`; the same page when nothing changes. */
export function applyToPage(
  page: Paged<Report>,
  filter: ReportFilter,
  change: ReportChange,
): Paged<Report> {
  if (change.kind === 'remove')
    return page.data.some((row) => row.id === change.id) ? withDeleted(page, change.id) : page;
  const incoming = change.report;
  const current = page.data.find((row) => row.id === incoming.id);
  if (current && current.version >= incoming.version) return page;
  const belongs = matchesFilter(incoming, filter);
  if (current) return belongs ? withUpdated(page, incoming) : withDeleted(page, incoming.id);
  if (change.kind === 'create' && belongs && page.page === 0) return withCreated(page, incoming);
  return page;
}
