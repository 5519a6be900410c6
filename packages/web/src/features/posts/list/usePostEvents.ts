import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { wordpressSiteSchema, type Paged, type Post, type RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { useBranchConfig } from '../../branch';
import { postKeys, type PostFilter } from '../api/postsApi';
import { applySiteChange } from '../hooks/siteListCache';
import { applyToPage, changeOfEvent, type PostChange } from './postListRules';

/** Applies a change to every cached list page (each over its own filter) and the cached post. */
export function applyPostChange(
  queryClient: QueryClient,
  change: PostChange,
  timeZone?: string,
): void {
  for (const [key, page] of queryClient.getQueriesData<Paged<Post>>({ queryKey: postKeys.pages })) {
    const filter = key[2] as PostFilter | undefined;
    if (!page || !filter) continue;
    const next = applyToPage(page, filter, change, timeZone);
    if (next !== page) queryClient.setQueryData(key, next);
  }
  if (change.kind === 'remove') return;
  const key = postKeys.document(change.post.id);
  const cached = queryClient.getQueryData<Post>(key);
  if (cached && cached.version < change.post.version) queryClient.setQueryData(key, change.post);
}

/** Applies a site's change (a `wordpress_site` event) to the cached site list. */
function applySiteEvent(queryClient: QueryClient, event: RealtimeEvent<'posts'>): void {
  if (event.entity !== 'wordpress_site') return;
  if (event.action === 'DELETE') {
    applySiteChange(queryClient, { id: event.data.id });
    return;
  }
  const parsed = wordpressSiteSchema.safeParse(event.data);
  if (parsed.success) applySiteChange(queryClient, parsed.data);
}

/**
 * Keeps the cached post pages, posts and sites live with `/topic/posts`. Mount it only for post
 * readers: the server closes the socket of anyone else who subscribes.
 */
export function usePostEvents(): void {
  const queryClient = useQueryClient();
  const timeZone = useBranchConfig().data?.timeZone;
  const handleEvent = useCallback(
    (event: RealtimeEvent<'posts'>) => {
      const change = changeOfEvent(event);
      if (change) applyPostChange(queryClient, change, timeZone);
      else applySiteEvent(queryClient, event);
    },
    [queryClient, timeZone],
  );
  useTopic('posts', handleEvent);
}
