import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import {
  fetchStoryCounter,
  fetchStoryPage,
  storyCounterKey,
  storyListKey,
  STORY_LISTS_KEY,
  type StoryListQuery,
} from '../api/storyListsApi';

/**
 * One page of a story list and the counters of its filters, kept live: any event of
 * `/topic/stories` (a story saved, moved, sent to the drawer, excluded…) refetches the lists,
 * since the server decides which list a story belongs to.
 */
export function useStoryLists(query: StoryListQuery, { withCounter = true } = {}) {
  const queryClient = useQueryClient();
  useTopic('stories', () => {
    void queryClient.invalidateQueries({ queryKey: STORY_LISTS_KEY });
  });
  const page = useQuery({
    queryKey: storyListKey(query),
    queryFn: () => fetchStoryPage(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const counterQuery = { date: query.date, programId: query.programId, text: query.text };
  const counter = useQuery({
    queryKey: storyCounterKey(counterQuery),
    queryFn: () => fetchStoryCounter(counterQuery),
    placeholderData: keepPreviousData,
    enabled: withCounter,
    meta: { failureKind: 'load' },
  });
  return { page, counter };
}
