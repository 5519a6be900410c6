import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pagedSchema, type Paged } from '@newsroom/domain';
import { apiRequest } from '../api';
import type { AdminListQuery } from './useAdminList';

/** Where one kind of admin record lives on the server and in the cache. */
export interface AdminRecordApiOptions<T> {
  /**
   * The records' name: POST at `/api/<resource>`, PUT and DELETE at `/api/<resource>/{id}`, and
   * the first part of the list's cache keys.
   */
  resource: string;
  /** GET of one filtered page, when not at `/api/<resource>`. */
  listPath?: string;
  /** The record as answered. */
  schema: z.ZodType<T>;
}

/**
 * The list, create, update (with the version loaded) and delete calls of one kind of admin
 * record, and the cache keys of its list's pages.
 */
export function adminRecordApi<T, I extends object>({
  resource,
  listPath,
  schema,
}: AdminRecordApiOptions<T>) {
  const path = `/api/${resource}`;
  const pagesKey = [resource, 'page'] as const;
  const pageSchema = pagedSchema(schema);
  return {
    /** Prefix of the cache keys of every page of the list. */
    pagesKey,
    /** Cache key of one page of the list. */
    pageKey: (query: AdminListQuery) => [...pagesKey, query] as const,
    fetchPage: (query: AdminListQuery): Promise<Paged<T>> =>
      apiRequest(listPath ?? path, {
        query: { filter: query.filter || undefined, page: query.page, size: DEFAULT_PAGE_SIZE },
        schema: pageSchema,
      }),
    create: (input: I): Promise<T> => apiRequest(path, { method: 'POST', json: input, schema }),
    update: (id: number, input: I, version: number): Promise<T> =>
      apiRequest(`${path}/${id}`, { method: 'PUT', json: { ...input, version }, schema }),
    remove: (id: number): Promise<void> => apiRequest(`${path}/${id}`, { method: 'DELETE' }),
  };
}
