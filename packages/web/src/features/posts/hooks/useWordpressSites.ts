import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchSites, siteKeys } from '../api/wordpressSitesApi';

/** The WordPress sites by name (post readers choose one; administrators keep them). */
export function useWordpressSites() {
  return useQuery({
    queryKey: siteKeys.list,
    queryFn: fetchSites,
    staleTime: 5 * 60_000,
    meta: { failureKind: 'load' },
  });
}

/** The name of a site by id ('' for none, `#id` while unknown). */
export function useSiteName(): (id: number | null) => string {
  const { data } = useWordpressSites();
  return useCallback(
    (id) => (id === null ? '' : (data?.find((site) => site.id === id)?.name ?? `#${id}`)),
    [data],
  );
}
