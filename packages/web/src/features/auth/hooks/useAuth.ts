import { useQuery } from '@tanstack/react-query';
import { fetchMe, ME_QUERY_KEY } from '../api/authApi';
import type { Me } from '../api/me';

/** The authentication state the shell routes by (spec 1 §4: verifying starts true). */
export interface AuthState {
  /** The start-up check of GET /api/users/me has not answered yet. */
  isVerifying: boolean;
  isAuthenticated: boolean;
  me: Me | null;
}

/** The signed-in user, checked once at start and then kept in the cache. */
export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const me = query.data ?? null;
  return { isVerifying: query.isPending, isAuthenticated: me !== null, me };
}
