import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchMe, ME_QUERY_KEY } from '../../features/auth';
import { BRANCH_CONFIG_KEY, fetchBranchConfig } from '../../features/branch';
import { ACCESSIBLE_PROGRAMS_KEY } from '../../features/programs';
import { APPEARANCE_KEY, fetchAppearance } from '../../features/settings';
import { fetchBootstrap, type Bootstrap } from './bootstrapApi';

/**
 * Asks GET /api/bootstrap once and fills the caches of the user, the branch, the appearance and
 * the accessible programs with its parts, so their hooks find them loading (and then loaded)
 * instead of asking one after another. Should the call fail, each part falls back to its own
 * call, as before. Answers the bootstrap (null when it failed) for what else waits on it.
 */
export function seedBootstrap(queryClient: QueryClient): Promise<Bootstrap | null> {
  const boot = fetchBootstrap().catch((error: unknown) => {
    console.warn('bootstrap call failed; the start-up calls go one by one', error);
    return null;
  });
  // Registered first so the programs are cached before the user resolves and pages mount.
  void boot.then((answer) => {
    if (answer?.accessiblePrograms)
      queryClient.setQueryData(ACCESSIBLE_PROGRAMS_KEY, answer.accessiblePrograms);
  });
  const seed = <T>(queryKey: QueryKey, part: (b: Bootstrap) => T, own: () => Promise<T>) =>
    void queryClient.prefetchQuery({
      queryKey,
      queryFn: async () => {
        const answer = await boot;
        return answer ? part(answer) : own();
      },
      meta: { isSilent: true },
    });
  seed(ME_QUERY_KEY, (b) => b.me, fetchMe);
  seed(BRANCH_CONFIG_KEY, (b) => b.branch, fetchBranchConfig);
  seed(APPEARANCE_KEY, (b) => b.appearance, fetchAppearance);
  return boot;
}
