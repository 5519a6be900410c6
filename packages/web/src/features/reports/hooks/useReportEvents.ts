import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paged, RealtimeEvent, Report } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { reportKeys, type ReportFilter } from '../api/reportsApi';
import { TERM_ENTITIES, termsKey } from '../api/reportTermsApi';
import { applyToPage, changeOfEvent, type ReportChange } from '../list/reportListRules';

/** Applies a change to every cached list page (each over its own filter) and the cached report. */
export function applyReportChange(queryClient: QueryClient, change: ReportChange): void {
  for (const [key, page] of queryClient.getQueriesData<Paged<Report>>({
    queryKey: reportKeys.pages,
  })) {
    const filter = key[2] as ReportFilter | undefined;
    if (!page || !filter) continue;
    const next = applyToPage(page, filter, change);
    if (next !== page) queryClient.setQueryData(key, next);
  }
  if (change.kind === 'remove') return;
  const key = reportKeys.document(change.report.id);
  const cached = queryClient.getQueryData<Report>(key);
  if (cached && cached.version < change.report.version)
    queryClient.setQueryData(key, change.report);
}

/** A category or event changed: its whole list is read again (a few names). */
function applyTermEvent(queryClient: QueryClient, event: RealtimeEvent<'reports'>): void {
  if (event.entity === TERM_ENTITIES.report_categories)
    void queryClient.invalidateQueries({ queryKey: termsKey('report_categories') });
  if (event.entity === TERM_ENTITIES.report_events)
    void queryClient.invalidateQueries({ queryKey: termsKey('report_events') });
}

/**
 * Keeps the cached report pages, reports, categories and events live with `/topic/reports`.
 * Mount it only for report readers: the server closes the socket of anyone else who subscribes.
 */
export function useReportEvents(): void {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: RealtimeEvent<'reports'>) => {
      const change = changeOfEvent(event);
      if (change) applyReportChange(queryClient, change);
      else applyTermEvent(queryClient, event);
    },
    [queryClient],
  );
  useTopic('reports', handleEvent);
}
