import {
  directoryConfigSchema,
  directoryTestSchema,
  filterPreviewSchema,
  syncStateSchema,
  type DirectoryConfig,
  type DirectoryConfigUpdate,
  type DirectoryTest,
  type FilterPreview,
  type SyncState,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** The directory sync calls (docs/API.md "Directory sync"), administrators only. */

/** Cache keys of the configuration and the sync state. */
export const ldapKeys = {
  config: ['ldap', 'config'] as const,
  syncState: ['ldap', 'syncState'] as const,
};

/** GET /api/ldap/config (the password never, only `hasPassword`). */
export function fetchDirectoryConfig(signal?: AbortSignal): Promise<DirectoryConfig> {
  return apiRequest('/api/ldap/config', { schema: directoryConfigSchema, signal });
}

/** PUT /api/ldap/config over the version loaded; no `password` keeps the stored one. */
export function saveDirectoryConfig(update: DirectoryConfigUpdate): Promise<DirectoryConfig> {
  return apiRequest('/api/ldap/config', {
    method: 'PUT',
    json: update,
    schema: directoryConfigSchema,
  });
}

/** POST /api/ldap/test: a bind with the saved service account. */
export function testDirectory(): Promise<DirectoryTest> {
  return apiRequest('/api/ldap/test', { method: 'POST', schema: directoryTestSchema });
}

/** POST /api/ldap/filter: who the saved filter brings. */
export function previewDirectoryFilter(): Promise<FilterPreview> {
  return apiRequest('/api/ldap/filter', { method: 'POST', schema: filterPreviewSchema });
}

/** POST /api/ldap/sync: starts a sync (409 while one runs). */
export function startDirectorySync(): Promise<SyncState> {
  return apiRequest('/api/ldap/sync', { method: 'POST', schema: syncStateSchema });
}

/** GET /api/ldap/sync_state. */
export function fetchSyncState(signal?: AbortSignal): Promise<SyncState> {
  return apiRequest('/api/ldap/sync_state', { schema: syncStateSchema, signal });
}

/** The state an `ldap` event carries, or null for another entity. */
export function parseSyncState(entity: string, data: unknown): SyncState | null {
  if (entity !== 'sync_state') return null;
  const parsed = syncStateSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
