import {
  DEFAULT_PAGE_SIZE,
  groupOptionSchema,
  groupSchema,
  pagedSchema,
  type Group,
  type GroupInput,
  type GroupOption,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query of the admin group list. */
export interface GroupListQuery {
  filter: string;
  /** Page from 0. */
  page: number;
}

/** Prefix of the cache keys of every page of the group list. */
export const GROUPS_PAGE_KEY = ['groups', 'page'] as const;
/** Cache key of one page of the group list. */
export function groupsPageKey(query: GroupListQuery) {
  return [...GROUPS_PAGE_KEY, query] as const;
}
/** Cache key of the group names for selects. */
export const GROUP_OPTIONS_KEY = ['groups', 'all'] as const;

const groupPageSchema = pagedSchema(groupSchema);

/** GET /api/groups (ROLE_ADMIN_READ). */
export function fetchGroups(query: GroupListQuery): Promise<Paged<Group>> {
  return apiRequest('/api/groups', {
    query: { filter: query.filter || undefined, page: query.page, size: DEFAULT_PAGE_SIZE },
    schema: groupPageSchema,
  });
}

/** GET /api/groups/all: every group's id and name. */
export function fetchGroupOptions(): Promise<GroupOption[]> {
  return apiRequest('/api/groups/all', { schema: groupOptionSchema.array() });
}

/** POST /api/groups. */
export function createGroup(input: GroupInput): Promise<Group> {
  return apiRequest('/api/groups', { method: 'POST', json: input, schema: groupSchema });
}

/** PUT /api/groups/{id} with the version loaded. */
export function updateGroup(id: number, input: GroupInput & { version: number }): Promise<Group> {
  return apiRequest(`/api/groups/${id}`, { method: 'PUT', json: input, schema: groupSchema });
}

/** DELETE /api/groups/{id}. */
export function deleteGroup(id: number): Promise<void> {
  return apiRequest(`/api/groups/${id}`, { method: 'DELETE' });
}
