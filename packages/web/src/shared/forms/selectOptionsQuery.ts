import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * How the options of a select load: fetched at most once a minute (a change elsewhere
 * invalidates them), a failure reported as a failed load.
 */
export function selectOptionsQuery<T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn, staleTime: 60_000, meta: { failureKind: 'load' } });
}
