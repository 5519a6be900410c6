import { z } from 'zod';
import {
  agencyCategorySchema,
  agencyItemSchema,
  agencyLaneSchema,
  agencySourceSchema,
  pagedSchema,
  type AgencyCategory,
  type AgencyItem,
  type AgencyLane,
  type AgencyLaneInput,
  type AgencySource,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Items a lane loads at a time ("load more" asks the next page). */
export const LANE_PAGE_SIZE = 25;

/** Cache keys of the wire screen. */
export const agencyKeys = {
  all: ['agency'] as const,
  lanes: ['agency', 'lanes'] as const,
  sources: ['agency', 'sources'] as const,
  categories: ['agency', 'categories'] as const,
  /** Every cached page list of every lane. */
  laneItemsAll: ['agency', 'laneItems'] as const,
  /** Every cached page list of one lane, whatever its search term. */
  laneItemsOf: (laneId: number) => ['agency', 'laneItems', laneId] as const,
  laneItems: (laneId: number, term: string) => ['agency', 'laneItems', laneId, term] as const,
  item: (id: number) => ['agency', 'item', id] as const,
};

/** GET /api/agency/lanes: the caller's lanes in order. */
export function fetchLanes(): Promise<AgencyLane[]> {
  return apiRequest('/api/agency/lanes', { schema: z.array(agencyLaneSchema) });
}

/** POST /api/agency/lanes: a new lane, put at the end. */
export function createLane(input: AgencyLaneInput): Promise<AgencyLane> {
  return apiRequest('/api/agency/lanes', { method: 'POST', json: input, schema: agencyLaneSchema });
}

/** PUT /api/agency/lanes/{id} over the version loaded. */
export function updateLane(
  id: number,
  input: AgencyLaneInput,
  version: number,
): Promise<AgencyLane> {
  return apiRequest(`/api/agency/lanes/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: agencyLaneSchema,
  });
}

/** DELETE /api/agency/lanes/{id}. */
export function deleteLane(id: number): Promise<void> {
  return apiRequest(`/api/agency/lanes/${id}`, { method: 'DELETE' });
}

/** PUT /api/agency/lanes/order: every lane once, in the new order; answers the lanes so. */
export function orderLanes(ids: number[]): Promise<AgencyLane[]> {
  return apiRequest('/api/agency/lanes/order', {
    method: 'PUT',
    json: { ids },
    schema: z.array(agencyLaneSchema),
  });
}

/** GET /api/agency/lanes/{id}/items: one page of the lane, newest first, narrowed by `term`. */
export function fetchLaneItems(
  laneId: number,
  term: string,
  page: number,
): Promise<Paged<AgencyItem>> {
  return apiRequest(`/api/agency/lanes/${laneId}/items`, {
    query: { term: term || undefined, page, size: LANE_PAGE_SIZE },
    schema: pagedSchema(agencyItemSchema),
  });
}

/** GET /api/agency/items/{id}. */
export function fetchItem(id: number): Promise<AgencyItem> {
  return apiRequest(`/api/agency/items/${id}`, { schema: agencyItemSchema });
}

/** GET /api/agency/sources: every source by name (the lane editor's picker). */
export function fetchSources(): Promise<AgencySource[]> {
  return apiRequest('/api/agency/sources', { schema: z.array(agencySourceSchema) });
}

/** GET /api/agency/categories: every category by name (the lane editor's picker). */
export function fetchCategories(): Promise<AgencyCategory[]> {
  return apiRequest('/api/agency/categories', { schema: z.array(agencyCategorySchema) });
}
