import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewsSuggestion, Paged } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { newsKeys, type NewsFilter, type NewsPageQuery } from '../api/newsSuggestionsApi';
import { withCreated, withDeleted, withUpdated } from '../newsCache';

/** Changes one cached page by its query (filter and page number read back from its key). */
type PageChange = (paged: Paged<NewsSuggestion>, query: NewsPageQuery) => Paged<NewsSuggestion>;

/** Applies `change` to every cached page of suggestions. */
export function changeNewsPages(queryClient: QueryClient, change: PageChange): void {
  for (const [key, paged] of queryClient.getQueriesData<Paged<NewsSuggestion>>({
    queryKey: newsKeys.pages,
  })) {
    if (!paged) continue;
    const query = { filter: key[2] as NewsFilter, page: Number(key[3]) };
    queryClient.setQueryData(key, change(paged, query));
  }
}

/**
 * Keeps every cached page of news suggestions live from `/topic/agency` (mount only for agency
 * readers: the server closes a socket that subscribes to a forbidden topic).
 */
export function useNewsLive(): void {
  const queryClient = useQueryClient();
  useTopic('agency', (event) => {
    if (event.entity !== 'news_suggestion') return;
    if (event.action === 'CREATE') {
      const created = event.data;
      changeNewsPages(queryClient, (paged, query) => withCreated(paged, query, created));
    } else if (event.action === 'UPDATE') {
      const updated = event.data;
      changeNewsPages(queryClient, (paged, query) => withUpdated(paged, query, updated));
    } else if (event.action === 'DELETE') {
      const { id } = event.data;
      changeNewsPages(queryClient, (paged) => withDeleted(paged, id));
    }
  });
}
