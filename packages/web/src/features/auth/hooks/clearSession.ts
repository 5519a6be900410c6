import type { QueryClient } from '@tanstack/react-query';
import { BRANCH_CONFIG_KEY } from '../../branch';
import { ME_QUERY_KEY } from '../api/authApi';

/** Forgets the user and every cached answer but the public branch configuration. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({
    predicate: (query) => {
      const [scope, name] = query.queryKey;
      const isMe = scope === ME_QUERY_KEY[0] && name === ME_QUERY_KEY[1];
      const isBranch = scope === BRANCH_CONFIG_KEY[0] && name === BRANCH_CONFIG_KEY[1];
      return !isMe && !isBranch;
    },
  });
}
