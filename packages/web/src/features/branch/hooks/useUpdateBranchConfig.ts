import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCH_CONFIG_KEY, updateBranchConfig } from '../api/branchApi';

/** Saves the branch configuration and puts the answer in the cache. */
export function useUpdateBranchConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranchConfig,
    meta: { failureKind: 'update' },
    onSuccess: (config) => queryClient.setQueryData(BRANCH_CONFIG_KEY, config),
  });
}
