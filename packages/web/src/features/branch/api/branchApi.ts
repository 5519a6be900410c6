import { branchConfigSchema, type BranchConfig, type BranchConfigUpdate } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of the branch configuration. */
export const BRANCH_CONFIG_KEY = ['branch', 'config'] as const;

/** GET /api/branch/config (public): locale, branch name and product version. */
export function fetchBranchConfig(): Promise<BranchConfig> {
  return apiRequest('/api/branch/config', {
    schema: branchConfigSchema,
    isUnauthorizedExpected: true,
  });
}

/** PUT /api/branch/config: changes locale and branch name (ROLE_ADMIN_WRITE). */
export function updateBranchConfig(update: BranchConfigUpdate): Promise<BranchConfig> {
  return apiRequest('/api/branch/config', {
    method: 'PUT',
    json: update,
    schema: branchConfigSchema,
  });
}
