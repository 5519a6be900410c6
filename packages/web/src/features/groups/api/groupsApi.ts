import {
  groupOptionSchema,
  groupSchema,
  type Group,
  type GroupInput,
  type GroupOption,
} from '@newsroom/domain';
import { adminRecordApi } from '../../../shared/admin';
import { apiRequest } from '../../../shared/api';

/** GET /api/groups (ROLE_ADMIN_READ), POST /api/groups, PUT and DELETE /api/groups/{id}. */
export const GROUPS_API = adminRecordApi<Group, GroupInput>({
  resource: 'groups',
  schema: groupSchema,
});

/** Cache key of the group names for selects. */
export const GROUP_OPTIONS_KEY = ['groups', 'all'] as const;

/** GET /api/groups/all: every group's id and name. */
export function fetchGroupOptions(): Promise<GroupOption[]> {
  return apiRequest('/api/groups/all', { schema: groupOptionSchema.array() });
}
