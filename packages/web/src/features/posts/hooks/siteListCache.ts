import type { QueryClient } from '@tanstack/react-query';
import type { WordpressSite } from '@newsroom/domain';
import { siteKeys } from '../api/wordpressSitesApi';

/** The site list with a saved or pushed site in place, by name; a late, older copy changes nothing. */
export function withSite(all: WordpressSite[] | undefined, site: WordpressSite) {
  if (!all) return all;
  const held = all.find((each) => each.id === site.id);
  if (held && held.version > site.version) return all;
  return [...all.filter((each) => each.id !== site.id), site].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/**
 * Keeps the cached site list (the editors' choices and the admin's list) in step with a change: a
 * saved or pushed site, or a removed one (`id`). A changed site's authors and categories are read
 * again, as its address or user may have changed.
 */
export function applySiteChange(queryClient: QueryClient, change: WordpressSite | { id: number }) {
  if (!('version' in change)) {
    queryClient.setQueryData<WordpressSite[]>(siteKeys.list, (all) =>
      all?.filter((site) => site.id !== change.id),
    );
    return;
  }
  queryClient.setQueryData<WordpressSite[]>(siteKeys.list, (all) => withSite(all, change));
  void queryClient.invalidateQueries({ queryKey: siteKeys.authors(change.id) });
  void queryClient.invalidateQueries({ queryKey: siteKeys.categories(change.id) });
}
