import { useQuery } from '@tanstack/react-query';
import { fetchSiteAuthors, fetchSiteCategories, siteKeys } from '../api/wordpressSitesApi';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { failureDescription } from '../api/postFailure';

/**
 * The authors and categories of a site, read from the site when one is chosen (none without, nor
 * for readers, who may not ask the site). A site that refuses or does not answer is said beside
 * the fields, in its own words, rather than notified: the user may still write and save the post.
 */
export function useSiteTerms(siteId: number | null) {
  const { me } = useAuth();
  // The site's lists are read for post writers and administrators (the server's rule).
  const mayRead = canWriteIn(me, 'post') || (me !== null && abilityOf(me, 'admin') !== 'none');
  const enabled = siteId !== null && mayRead;
  const options = { enabled, staleTime: 5 * 60_000, retry: false, meta: { isSilent: true } };
  const authors = useQuery({
    queryKey: siteKeys.authors(siteId ?? 0),
    queryFn: () => fetchSiteAuthors(siteId ?? 0),
    ...options,
  });
  const categories = useQuery({
    queryKey: siteKeys.categories(siteId ?? 0),
    queryFn: () => fetchSiteCategories(siteId ?? 0),
    ...options,
  });
  const failure = authors.error ?? categories.error;
  return {
    authors: enabled ? (authors.data ?? []) : [],
    categories: enabled ? (categories.data ?? []) : [],
    isLoading: enabled && (authors.isPending || categories.isPending),
    /** Why the site's lists could not be read ('' when they could). */
    problem: failure ? failureDescription(failure, 'load') : '',
    retry: () => {
      void authors.refetch();
      void categories.refetch();
    },
  };
}
