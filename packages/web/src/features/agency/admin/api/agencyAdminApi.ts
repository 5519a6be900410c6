import {
  agencyCategorySchema,
  agencySourceSchema,
  connectorConfigSchema,
  type AgencyCategory,
  type AgencyCategoryInput,
  type AgencyCategoryUpdate,
  type AgencySource,
  type AgencySourceInput,
  type ConnectorConfig,
  type ConnectorConfigUpdate,
  type ConnectorNetwork,
} from '@newsroom/domain';
import { apiRequest } from '../../../../shared/api';

/**
 * The agency's administration calls (docs/API.md "Agency"): sources, categories and connectors.
 * Lists are read with ROLE_AGENCY_READ or ROLE_ADMIN_READ, written with ROLE_ADMIN_WRITE.
 */

/** Cache key of every source (a newsroom follows tens of them: filtered and paged here). */
export const AGENCY_SOURCES_KEY = ['agencyAdmin', 'sources'] as const;
/** Cache key of every category of every network. */
export const AGENCY_CATEGORIES_KEY = ['agencyAdmin', 'categories'] as const;
/** Cache key of the connectors' configurations. */
export const AGENCY_CONNECTORS_KEY = ['agencyAdmin', 'connectors'] as const;

/** GET /api/agency/sources: every source, by name. */
export function fetchSources(): Promise<AgencySource[]> {
  return apiRequest('/api/agency/sources', { schema: agencySourceSchema.array() });
}

/** POST /api/agency/sources: read at once; answered `invalid` with a hint when unreadable. */
export function createSource(input: AgencySourceInput): Promise<AgencySource> {
  return apiRequest('/api/agency/sources', {
    method: 'POST',
    json: input,
    schema: agencySourceSchema,
  });
}

/** PUT /api/agency/sources/{id} over the version loaded (a new address is read at once). */
export function updateSource(
  id: number,
  input: AgencySourceInput,
  version: number,
): Promise<AgencySource> {
  return apiRequest(`/api/agency/sources/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: agencySourceSchema,
  });
}

/** DELETE /api/agency/sources/{id} (its items go with it). */
export function deleteSource(id: number): Promise<void> {
  return apiRequest(`/api/agency/sources/${id}`, { method: 'DELETE' });
}

/** POST /api/agency/sources/{id}/poll: reads the source now and answers it after. */
export function pollSource(id: number): Promise<AgencySource> {
  return apiRequest(`/api/agency/sources/${id}/poll`, {
    method: 'POST',
    schema: agencySourceSchema,
  });
}

/** GET /api/agency/categories: every category, by name. */
export function fetchCategories(): Promise<AgencyCategory[]> {
  return apiRequest('/api/agency/categories', { schema: agencyCategorySchema.array() });
}

/** POST /api/agency/categories (409 agency:duplicateCategory). */
export function createCategory(input: AgencyCategoryInput): Promise<AgencyCategory> {
  return apiRequest('/api/agency/categories', {
    method: 'POST',
    json: input,
    schema: agencyCategorySchema,
  });
}

/** PUT /api/agency/categories/{id}: renames it over the version loaded. */
export function renameCategory(id: number, update: AgencyCategoryUpdate): Promise<AgencyCategory> {
  return apiRequest(`/api/agency/categories/${id}`, {
    method: 'PUT',
    json: update,
    schema: agencyCategorySchema,
  });
}

/** DELETE /api/agency/categories/{id} (422 agency:categoryInUse `{ count }` while sources use it). */
export function deleteCategory(id: number): Promise<void> {
  return apiRequest(`/api/agency/categories/${id}`, { method: 'DELETE' });
}

/** GET /api/agency/connectors (ROLE_ADMIN_READ): X, Facebook and Bluesky. */
export function fetchConnectors(): Promise<ConnectorConfig[]> {
  return apiRequest('/api/agency/connectors', { schema: connectorConfigSchema.array() });
}

/** PUT /api/agency/connectors/{network}: `token` absent keeps it, null removes it. */
export function saveConnector(
  network: ConnectorNetwork,
  update: ConnectorConfigUpdate,
): Promise<ConnectorConfig> {
  return apiRequest(`/api/agency/connectors/${network}`, {
    method: 'PUT',
    json: update,
    schema: connectorConfigSchema,
  });
}
