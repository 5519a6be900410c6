import type { QueryClient } from '@tanstack/react-query';
import { checkRundown, fetchRundown, rundownCheckKey, rundownKey } from './rundownsApi';
import { isCheckable, type RundownTarget } from './rundownTarget';

/**
 * Loads the existence check and then the rundown of a target into the cache, while the screen's
 * code is still on its way; what the cache holds fresh is not asked again. Failures are left to
 * the page's own queries, which retry and report them.
 */
export async function prefetchRundown(queryClient: QueryClient, target: RundownTarget) {
  if (!isCheckable(target)) return;
  const { date, programId } = target;
  try {
    const check = await queryClient.fetchQuery({
      queryKey: rundownCheckKey(date, programId),
      queryFn: () => checkRundown(date, programId),
      meta: { isSilent: true },
    });
    if (check.rundownId === null) return;
    const rundownId = check.rundownId;
    await queryClient.prefetchQuery({
      queryKey: rundownKey(rundownId),
      queryFn: () => fetchRundown(rundownId),
      meta: { isSilent: true },
    });
  } catch {
    // The page asks again and says what failed.
  }
}
