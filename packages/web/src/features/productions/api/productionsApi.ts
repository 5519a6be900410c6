import { z } from 'zod';
import {
  productionConfigSchema,
  productionLookupSchema,
  productionSchema,
  type Production,
  type ProductionConfig,
  type ProductionInput,
  type ProductionLookup,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { documentCalls } from '../../../shared/documents/documentCalls';

/**
 * Calls of the productions area (issue 6 contract, "Productions"). Every cache key
 * starts with `productions`, so a pushed production event can reach them all.
 */

/** One day list: the date and whether done productions are left out. */
export interface ProductionListKey {
  date: string;
  onlyNotDone: boolean;
}

/** Query keys of the productions area. */
export const productionKeys = {
  all: ['productions'] as const,
  days: ['productions', 'day'] as const,
  day: (list: ProductionListKey) => ['productions', 'day', list.date, list.onlyNotDone] as const,
  document: (id: number) => ['productions', 'document', id] as const,
  config: ['productions', 'config'] as const,
  lookups: (kind: ProductionLookupKind) => ['productions', 'lookups', kind] as const,
  trash: ['productions', 'excluded'] as const,
  trashPage: (page: number) => ['productions', 'excluded', page] as const,
};

/** The fields a single-field PATCH may change (domain PRODUCTION_PATCH_FIELDS), or a task's tick. */
export type ProductionPatchField =
  | 'status'
  | 'date'
  | 'schedule'
  | 'departure'
  | 'arrival'
  | 'local'
  | 'information'
  | 'teamId'
  | `tasks.${string}.done`;

const calls = documentCalls<
  'production',
  Production,
  ProductionInput,
  ProductionInput & { version: number },
  ProductionPatchField
>({ path: '/api/productions', schema: productionSchema, editLoadName: 'production' });

/** GET /api/productions?date&onlyNotDone: the productions of a day. */
export function fetchDayProductions(list: ProductionListKey): Promise<Production[]> {
  return apiRequest('/api/productions', {
    query: { date: list.date, onlyNotDone: list.onlyNotDone },
    schema: z.array(productionSchema),
  });
}

/** GET /api/productions/{id}. */
export const fetchProduction = calls.fetch;
/**
 * POST /api/productions/{id}/edit: the production and an edit lock (412 under another's lock unless
 * `takeOver`).
 */
export const loadProductionForEdit = calls.loadForEdit;
/** POST /api/productions. */
export const createProduction = calls.create;
/** PUT /api/productions/{id} over `version` (409 stale_version, 412 lock_lost). */
export const updateProduction = calls.update;
/**
 * PATCH /api/productions/{id}: one field or a task's done tick, answered with the production as
 * changed.
 */
export const patchProduction = calls.patch;
/** DELETE /api/productions/{id} (412 `document:inEdition` under another's lock). */
export const removeProduction = calls.remove;
/** GET /api/productions/excluded: one page of the trash. */
export const fetchExcludedProductions = calls.fetchExcluded;
/** PUT /api/productions/{id}/restore: back from the trash. */
export const restoreProduction = calls.restore;
/** GET /api/productions/{id}/revisions, newest first. */
export const fetchProductionRevisions = calls.fetchRevisions;

/** GET /api/productions/config: { hideDone } (defaults when never saved). */
export function fetchProductionConfig(): Promise<ProductionConfig> {
  return apiRequest('/api/productions/config', {
    schema: productionConfigSchema.extend({ version: z.number().int() }),
  });
}

/** The two lookups of productions. */
export type ProductionLookupKind = 'production_types' | 'production_resources';

/** GET /api/<kind>: every record by name (`all` includes the removed ones). */
export function fetchProductionLookups(
  kind: ProductionLookupKind,
  all = false,
): Promise<ProductionLookup[]> {
  return apiRequest(`/api/${kind}`, {
    query: { all: all || undefined },
    schema: z.array(productionLookupSchema),
  });
}

/** GET /api/<kind>/{id}/usage_count: how many productions use it. */
export function fetchProductionLookupUsage(
  kind: ProductionLookupKind,
  id: number,
): Promise<number> {
  return apiRequest(`/api/${kind}/${id}/usage_count`, { schema: z.number().int() });
}

/** POST /api/<kind> (ROLE_PRODUCTION_ADMIN). */
export function createProductionLookup(
  kind: ProductionLookupKind,
  name: string,
): Promise<ProductionLookup> {
  return apiRequest(`/api/${kind}`, {
    method: 'POST',
    json: { name },
    schema: productionLookupSchema,
  });
}

/** PUT /api/<kind>/{id} with the version loaded. */
export function updateProductionLookup(
  kind: ProductionLookupKind,
  id: number,
  name: string,
  version: number,
): Promise<ProductionLookup> {
  return apiRequest(`/api/${kind}/${id}`, {
    method: 'PUT',
    json: { name, version },
    schema: productionLookupSchema,
  });
}

/** DELETE /api/<kind>/{id}: 422 `production:typeInUse` / `production:resourceInUse` while used. */
export function deleteProductionLookup(kind: ProductionLookupKind, id: number): Promise<void> {
  return apiRequest<void>(`/api/${kind}/${id}`, { method: 'DELETE' });
}
