import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewsReport, Paged, RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { newsReportListKeys, type NewsReportFilter } from './listApi';
import { applyToPage, changeOfEvent, type NewsReportChange } from './listRules';

/**
 * Applies a change to every cached list page (each over its own range) and to the cached news
 * report.
 */
export function applyChangeToCaches(queryClient: QueryClient, change: NewsReportChange): void {
  for (const [key, page] of queryClient.getQueriesData<Paged<NewsReport>>({
    queryKey: newsReportListKeys.pages,
  })) {
    const filter = key[2] as NewsReportFilter | undefined;
    if (!page || !filter) continue;
    const next = applyToPage(page, filter, change);
    if (next !== page) queryClient.setQueryData(key, next);
  }
  if (change.kind === 'create' || change.kind === 'update') {
    const key = newsReportListKeys.document(change.newsReport.id);
    const cached = queryClient.getQueryData<NewsReport>(key);
    if (cached && cached.version < change.newsReport.version)
      queryClient.setQueryData(key, change.newsReport);
  }
}

/** Keeps the cached list pages and viewers live with `/topic/news_reports`. */
export function useNewsReportListEvents(): void {
  const queryClient = useQueryClient();
  const handleEvent = useCallback(
    (event: RealtimeEvent<'news_reports'>) =>
      applyChangeToCaches(queryClient, changeOfEvent(event)),
    [queryClient],
  );
  useTopic('news_reports', handleEvent);
}
