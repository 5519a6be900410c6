import type { QueryClient } from '@tanstack/react-query';
import { newsroomToday } from '@newsroom/domain';
import { rundownTarget } from '../../features/rundowns/api/rundownTarget';

/** What the rundown screen's default target depends on, known once the bootstrap answered. */
export interface RundownContext {
  programs: readonly { id: number }[];
  timeZone: string | null | undefined;
}

/**
 * Starts loading the rundown `/main?area=rundown&…` will show, in parallel with the screen's code.
 * The prefetch module comes in its own small chunk, shared with the rundown screen, so the
 * login screen does not carry it.
 */
export async function prefetchRundownArea(
  queryClient: QueryClient,
  params: URLSearchParams,
  context: RundownContext,
): Promise<void> {
  const target = rundownTarget(
    params,
    context.programs,
    newsroomToday(context.timeZone, new Date()),
  );
  const { prefetchRundown } = await import('../../features/rundowns/api/prefetchRundown');
  await prefetchRundown(queryClient, target);
}
