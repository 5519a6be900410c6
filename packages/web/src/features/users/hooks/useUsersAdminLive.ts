import { useQueryClient } from '@tanstack/react-query';
import type { Paged, RealtimeEvent, UserAdminRow } from '@newsroom/domain';
import { useLiveAdminList } from '../../../shared/admin';
import { useTopic } from '../../../shared/realtime';
import { USERS_ADMIN_ACTIVE_KEY, USERS_ADMIN_ALL_KEY, USERS_ADMIN_KEY } from '../api/usersAdminApi';
import {
  adminRowOf,
  onlineChangeOf,
  withOnline,
  withUserEventShowingRemoved,
} from '../api/usersAdminCache';

/**
 * Keeps every cached page of the users admin list live: other administrators' changes from
 * `/topic/users` (active-only pages by the shared admin-list rules; pages showing removed
 * users keep a removed user, marked) and the online badge from `/topic/sessions`.
 */
export function useUsersAdminLive(): void {
  const queryClient = useQueryClient();
  useLiveAdminList<UserAdminRow>({
    topic: 'users',
    entity: 'user',
    queryKey: USERS_ADMIN_ACTIVE_KEY,
    toRow: adminRowOf,
  });

  useTopic('users', (event: RealtimeEvent) => {
    if (event.entity !== 'user') return;
    for (const [key, page] of queryClient.getQueriesData<Paged<UserAdminRow>>({
      queryKey: USERS_ADMIN_ALL_KEY,
    })) {
      if (page) queryClient.setQueryData(key, withUserEventShowingRemoved(page, event));
    }
  });

  useTopic('sessions', (event: RealtimeEvent) => {
    const change = onlineChangeOf(event);
    if (!change) return;
    for (const [key, page] of queryClient.getQueriesData<Paged<UserAdminRow>>({
      queryKey: USERS_ADMIN_KEY,
    })) {
      if (page) queryClient.setQueryData(key, withOnline(page, change.userId, change.online));
    }
  });
}
