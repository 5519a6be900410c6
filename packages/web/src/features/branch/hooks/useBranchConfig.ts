import { useQuery } from '@tanstack/react-query';
import { BRANCH_CONFIG_KEY, fetchBranchConfig } from '../api/branchApi';

/**
 * The branch configuration, loaded once at start. A failure is only logged: the interface
 * then stays in pt_BR (spec 3 §8).
 */
export function useBranchConfig() {
  return useQuery({
    queryKey: BRANCH_CONFIG_KEY,
    queryFn: async () => {
      try {
        return await fetchBranchConfig();
      } catch (error) {
        console.warn(
          'branch configuration not loaded; falling back to the default language',
          error,
        );
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    meta: { isSilent: true },
  });
}
