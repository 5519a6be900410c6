import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  lockViewSchema,
  pagedSchema,
  type LockView,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../api';
import type { RevisionItem } from '../revisions';

/**
 * The calls every document area answers the same way under its base path (issue 6 and 7
 * contracts: assignments, productions, news reports), built once per kind so each area's API
 * file keeps only its own calls.
 */

/** The load-for-edit answer: the document under its kind's name, and the caller's edit lock. */
export type DocumentEditLoad<N extends string, D> = { [K in N]: D } & { lock: LockView };

/** What {@link documentCalls} needs to know of a kind. */
export interface DocumentKindApi<N extends string, D> {
  /** The base path, such as `/api/assignments`. */
  path: string;
  schema: z.ZodType<D>;
  /** The name the edit load answer gives the document (`assignment`, `newsReport`…). */
  editLoadName: N;
}

/** The calls of one document kind; `I` is the create body, `U` the update body, `F` a PATCH field. */
export function documentCalls<N extends string, D, I, U, F extends string>({
  path,
  schema,
  editLoadName,
}: DocumentKindApi<N, D>) {
  // A computed key loses its name in zod's types; the shape is the one DocumentEditLoad states.
  const editLoadSchema = z.object({
    [editLoadName]: schema,
    lock: lockViewSchema,
  }) as unknown as z.ZodType<DocumentEditLoad<N, D>>;
  const pageSchema = pagedSchema(schema);
  return {
    /** GET {path}/{id} (without an edit lock). */
    fetch: (id: number): Promise<D> => apiRequest(`${path}/${id}`, { schema }),
    /**
     * POST {path}/{id}/edit `{ takeOver }`: the document and an edit lock on it; 412
     * `locked_by_other` (`document:lockedTo` {nickname}) unless `takeOver`.
     */
    loadForEdit: (id: number, takeOver: boolean): Promise<DocumentEditLoad<N, D>> =>
      apiRequest(`${path}/${id}/edit`, {
        method: 'POST',
        json: { takeOver },
        schema: editLoadSchema,
      }),
    /** POST {path}. */
    create: (input: I): Promise<D> => apiRequest(path, { method: 'POST', json: input, schema }),
    /** PUT {path}/{id} over `version` (409 stale_version, 412 lock_lost). */
    update: (id: number, body: U): Promise<D> =>
      apiRequest(`${path}/${id}`, { method: 'PUT', json: body, schema }),
    /** PATCH {path}/{id}: one field, answered with the document as changed. */
    patch: (id: number, field: F, value: unknown): Promise<D> =>
      apiRequest(`${path}/${id}`, { method: 'PATCH', json: { field, value }, schema }),
    /** DELETE {path}/{id} (412 `document:inEdition` under another's lock). */
    remove: (id: number): Promise<void> => apiRequest<void>(`${path}/${id}`, { method: 'DELETE' }),
    /** GET {path}/excluded: one page of the trash. */
    fetchExcluded: (page: number): Promise<Paged<D>> =>
      apiRequest(`${path}/excluded`, {
        query: { page, size: DEFAULT_PAGE_SIZE },
        schema: pageSchema,
      }),
    /** PUT {path}/{id}/restore: back from the trash. */
    restore: (id: number): Promise<D> =>
      apiRequest(`${path}/${id}/restore`, { method: 'PUT', schema }),
    /** GET {path}/{id}/revisions: snapshots with their changes, newest first. */
    fetchRevisions: (id: number): Promise<RevisionItem[]> =>
      apiRequest<RevisionItem[]>(`${path}/${id}/revisions`),
    /** The schema of one page of documents, for the area's own filtered lists. */
    pageSchema,
  };
}

const branchRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/branches: the branches, for the branch field (document config branchEnabled). */
export function fetchBranches(): Promise<{ id: number; name: string }[]> {
  return apiRequest('/api/branches', { schema: z.array(branchRefSchema) });
}
