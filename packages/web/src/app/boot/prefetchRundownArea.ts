import type { QueryClient } from '@tanstack/react-query';
import { newsroomToday } from '@newsroom/domain';
import { prefetchRundown } from '../../features/rundowns/api/prefetchRundown';
import { rundownTarget } from '../../features/rundowns/api/rundownTarget';

/** What the rundown screen's default target depends on, known once the bootstrap answered. */
export interface RundownContext {
  programs: readonly { id: number }[];
  timeZone: string | null | undefined;
}

/**
 * Starts loading the rundown `/main?area=rundown&…` will show, in parallel with the screen's code.
 * The calls are in the start-up code (a few hundred bytes): asked from a lazy chunk, they queued
 * behind the route's scripts on the browser's six connections and left after them.
 */
export function prefetchRundownArea(
  queryClient: QueryClient,
  params: URLSearchParams,
  context: RundownContext,
): Promise<void> {
  const today = newsroomToday(context.timeZone, new Date());
  return prefetchRundown(queryClient, rundownTarget(params, context.programs, today));
}
