import { z } from 'zod';
import {
  wordpressSiteSavedSchema,
  wordpressSiteSchema,
  wordpressTermSchema,
  type WordpressSite,
  type WordpressSiteInput,
  type WordpressSiteSaved,
  type WordpressTerm,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/**
 * The WordPress sites posts go to (docs/API.md "WordPress sites"): listed by post readers and
 * administrators, written by administrators; their authors and categories are read from the site.
 */

/** Cache keys of the sites and of what each site answers. */
export const siteKeys = {
  all: ['wordpressSites'] as const,
  list: ['wordpressSites', 'list'] as const,
  authors: (siteId: number) => ['wordpressSites', 'authors', siteId] as const,
  categories: (siteId: number) => ['wordpressSites', 'categories', siteId] as const,
};

/** GET /api/wordpress_configs: every site, by name. */
export function fetchSites(): Promise<WordpressSite[]> {
  return apiRequest('/api/wordpress_configs', { schema: z.array(wordpressSiteSchema) });
}

/** POST /api/wordpress_configs: the site and how the check of its credentials went. */
export function createSite(input: WordpressSiteInput): Promise<WordpressSiteSaved> {
  return apiRequest('/api/wordpress_configs', {
    method: 'POST',
    json: input,
    schema: wordpressSiteSavedSchema,
  });
}

/** PUT /api/wordpress_configs/{id} over the version loaded; no `password` keeps the stored one. */
export function updateSite(
  id: number,
  input: WordpressSiteInput,
  version: number,
): Promise<WordpressSiteSaved> {
  return apiRequest(`/api/wordpress_configs/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: wordpressSiteSavedSchema,
  });
}

/** DELETE /api/wordpress_configs/{id} (422 posts:siteInUse while posts are on it). */
export function deleteSite(id: number): Promise<void> {
  return apiRequest(`/api/wordpress_configs/${id}`, { method: 'DELETE' });
}

/** GET /api/wordpress_configs/{id}/authors: the site's users who may sign posts. */
export function fetchSiteAuthors(id: number): Promise<WordpressTerm[]> {
  return apiRequest(`/api/wordpress_configs/${id}/authors`, {
    schema: z.array(wordpressTermSchema),
  });
}

/** GET /api/wordpress_configs/{id}/categories: the site's categories (with their parents). */
export function fetchSiteCategories(id: number): Promise<WordpressTerm[]> {
  return apiRequest(`/api/wordpress_configs/${id}/categories`, {
    schema: z.array(wordpressTermSchema),
  });
}
