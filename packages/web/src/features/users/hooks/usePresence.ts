import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Presence, UserPresence } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { applyPresence, fetchPresence, PRESENCE_KEY } from '../api/presenceApi';

/**
 * Everyone's presence, loaded once and kept live from `/topic/sessions` (refetched after a
 * reconnect like every live cache). Answers the lookup of one user's presence.
 */
export function usePresence(): (userId: number) => Presence {
  const queryClient = useQueryClient();
  const { data = [] } = useQuery({
    queryKey: PRESENCE_KEY,
    queryFn: fetchPresence,
    staleTime: Infinity,
  });
  useTopic('sessions', (event) => {
    if (event.entity !== 'presence') return;
    const change = event.data as UserPresence;
    queryClient.setQueryData<UserPresence[]>(PRESENCE_KEY, (list) =>
      list ? applyPresence(list, change) : list,
    );
  });
  return useCallback(
    (userId: number) => data.find((entry) => entry.userId === userId)?.presence ?? 'offline',
    [data],
  );
}
