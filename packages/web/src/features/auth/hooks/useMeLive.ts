import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { ME_QUERY_KEY } from '../api/authApi';
import type { Me } from '../api/me';

interface PublicUser {
  id: number;
  name?: string;
  nickname?: string;
  email?: string;
}

function isPublicUser(value: unknown): value is PublicUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

/**
 * Applies `/topic/users` UPDATE events about the signed-in user to the cached `Me`. Only the
 * public fields change here: roles apply after a new login (spec 1 §6).
 */
export function useMeLive(): void {
  const queryClient = useQueryClient();
  useTopic('users', (event) => {
    if (event.action !== 'UPDATE' || !isPublicUser(event.data)) return;
    const user = event.data;
    queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) =>
      me && me.id === user.id
        ? {
            ...me,
            name: user.name ?? me.name,
            nickname: user.nickname ?? me.nickname,
            email: user.email ?? me.email,
          }
        : me,
    );
  });
}
