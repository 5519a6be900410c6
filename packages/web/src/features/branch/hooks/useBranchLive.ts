import { useQueryClient } from '@tanstack/react-query';
import { branchConfigSchema } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { BRANCH_CONFIG_KEY } from '../api/branchApi';

/** Keeps the cached branch configuration current from `/topic/branch` UPDATE events. */
export function useBranchLive(): void {
  const queryClient = useQueryClient();
  useTopic('branch', (event) => {
    if (event.action !== 'UPDATE') return;
    const parsed = branchConfigSchema.safeParse(event.data);
    if (parsed.success) queryClient.setQueryData(BRANCH_CONFIG_KEY, parsed.data);
    else void queryClient.invalidateQueries({ queryKey: BRANCH_CONFIG_KEY });
  });
}
