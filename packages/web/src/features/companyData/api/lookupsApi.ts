import { DEFAULT_PAGE_SIZE, pagedSchema, type Paged } from '@newsroom/domain';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api';
import type { LookupPageConfig, LookupRecord } from '../lookups/lookupConfigs';

/** Query of one page of a lookup list. */
export interface LookupListQuery {
  filter: string;
  /** Page from 0. */
  page: number;
}

/** Prefix of the cache keys of every page of an entity's list. */
export function lookupPagesKey(config: LookupPageConfig) {
  return ['companyData', config.path, 'page'] as const;
}
/** Cache key of one page. */
export function lookupPageKey(config: LookupPageConfig, query: LookupListQuery) {
  return [...lookupPagesKey(config), query] as const;
}

/** GET /api/<path>/filter: a page of records matching the filter. */
export function fetchLookupPage(
  config: LookupPageConfig,
  query: LookupListQuery,
): Promise<Paged<LookupRecord>> {
  return apiRequest(`/api/${config.path}/filter`, {
    query: { filter: query.filter || undefined, page: query.page, size: DEFAULT_PAGE_SIZE },
    schema: pagedSchema(config.recordSchema),
  });
}

/** POST /api/<path> (ROLE_ADMIN_WRITE). */
export function createLookup(
  config: LookupPageConfig,
  input: Record<string, string>,
): Promise<LookupRecord> {
  return apiRequest(`/api/${config.path}`, {
    method: 'POST',
    json: input,
    schema: config.recordSchema,
  });
}

/** PUT /api/<path>/{id} with the version loaded. */
export function updateLookup(
  config: LookupPageConfig,
  id: number,
  input: Record<string, string>,
  version: number,
): Promise<LookupRecord> {
  return apiRequest(`/api/${config.path}/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: config.recordSchema,
  });
}

/** DELETE /api/<path>/{id}: 422 `<entity>:inUse` while documents use it. */
export function deleteLookup(config: LookupPageConfig, id: number): Promise<void> {
  return apiRequest(`/api/${config.path}/${id}`, { method: 'DELETE' });
}

/** GET /api/<path>/{id}/usage_count. */
export function fetchLookupUsage(config: LookupPageConfig, id: number): Promise<number> {
  return apiRequest(`/api/${config.path}/${id}/usage_count`, { schema: z.number().int() });
}
