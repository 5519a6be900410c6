import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { applyOnlineEvent } from '../api/onlineUsers';
import { fetchOnlineUsers, ONLINE_USERS_KEY, type OnlineUser } from '../api/usersApi';

/** The online users, loaded once and kept live from `/topic/sessions` and `/topic/users`. */
export function useOnlineUsers() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ONLINE_USERS_KEY,
    queryFn: fetchOnlineUsers,
    select: (users: OnlineUser[]) => [...users].sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: Infinity,
  });

  const handleEvent = (event: RealtimeEvent) => {
    const list = queryClient.getQueryData<OnlineUser[]>(ONLINE_USERS_KEY);
    if (!list) return;
    const change = applyOnlineEvent(list, event);
    if (change === 'refetch') void queryClient.invalidateQueries({ queryKey: ONLINE_USERS_KEY });
    else if (change !== 'none') queryClient.setQueryData(ONLINE_USERS_KEY, change.list);
  };
  useTopic('sessions', handleEvent);
  useTopic('users', handleEvent);

  return query;
}
