import {
  DEFAULT_PAGE_SIZE,
  foldForMatch,
  POST_KEYS,
  type Paged,
  type WordpressSite,
  type WordpressSiteInput,
} from '@newsroom/domain';
import { isApiError } from '../../../shared/api';

/** What the site form edits; the password is written only, never shown. */
export interface SiteFormValues {
  name: string;
  url: string;
  user: string;
  /** Empty on an edit: the stored one is kept. */
  password: string;
  enabled: boolean;
}

/** The form's starting values: a loaded site (no password), or an enabled new one. */
export function siteFormValues(site: WordpressSite | null): SiteFormValues {
  return {
    name: site?.name ?? '',
    url: site?.url ?? '',
    user: site?.user ?? '',
    password: '',
    enabled: site?.enabled ?? true,
  };
}

/** The POST/PUT body of the form's values, texts trimmed; an empty password is not sent. */
export function siteInputOf(values: SiteFormValues): WordpressSiteInput {
  const password = values.password.trim();
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    user: values.user.trim(),
    ...(password ? { password } : {}),
    enabled: values.enabled,
  };
}

/** Whether a save was refused because a site with that address exists (409 posts:duplicateSite). */
export function isDuplicateSite(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.message === POST_KEYS.duplicateSite;
}

/** One page of the sites whose name, address or user holds the filter (accents and case aside). */
export function pageOfSites(
  sites: readonly WordpressSite[],
  filter: string,
  page: number,
): Paged<WordpressSite> {
  const needle = foldForMatch(filter.trim());
  const matching = sites.filter(
    (site) => !needle || foldForMatch(`${site.name} ${site.url} ${site.user}`).includes(needle),
  );
  const start = page * DEFAULT_PAGE_SIZE;
  return {
    data: matching.slice(start, start + DEFAULT_PAGE_SIZE),
    page,
    size: DEFAULT_PAGE_SIZE,
    total: matching.length,
  };
}
