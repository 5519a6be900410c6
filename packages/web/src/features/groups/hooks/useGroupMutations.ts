import type { Group, GroupInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import { GROUP_OPTIONS_KEY, GROUPS_API } from '../api/groupsApi';

/** Create, update and delete of groups; a change also reloads the group names of selects. */
export function useGroupMutations() {
  return useAdminMutations<Group, GroupInput>({ ...GROUPS_API, invalidates: GROUP_OPTIONS_KEY });
}
