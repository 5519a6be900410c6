import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsSuggestion } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { setNewsUsed } from '../api/newsSuggestionsApi';
import { withUpdated } from '../newsCache';
import { changeNewsPages } from './useNewsLive';

/** Marks a suggestion used or unused; every cached page shows the answer at once. */
export function useMarkUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, used }: { id: number; used: boolean }) => setNewsUsed(id, used),
    meta: { isSilent: true },
    onSuccess: (saved: NewsSuggestion) =>
      changeNewsPages(queryClient, (paged, query) => withUpdated(paged, query, saved)),
    onError: (error) => notifyFailure(error, 'update'),
  });
}
