import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { agencyKeys, fetchLaneItems } from '../api/agencyApi';
import { laneItemsOf, nextLanePage } from './laneCache';

/** A lane's items narrowed by `term`, a page at a time, with "load more" and a refresh from the top. */
export function useLaneItems(laneId: number, term: string) {
  const queryClient = useQueryClient();
  const queryKey = agencyKeys.laneItems(laneId, term);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchLaneItems(laneId, term, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextLanePage(pages),
  });
  return {
    items: laneItemsOf(query.data?.pages ?? []),
    isLoading: query.isLoading,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    // A reset drops the pages scrolled through, so only page 0 is asked again.
    refresh: () => void queryClient.resetQueries({ queryKey, exact: true }),
  };
}
