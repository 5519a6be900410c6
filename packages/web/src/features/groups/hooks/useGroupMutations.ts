import type { Group, GroupInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import {
  createGroup,
  deleteGroup,
  GROUP_OPTIONS_KEY,
  GROUPS_PAGE_KEY,
  updateGroup,
} from '../api/groupsApi';

/** Create, update and delete of groups; a change also reloads the group names of selects. */
export function useGroupMutations() {
  return useAdminMutations<Group, GroupInput>({
    pagesKey: GROUPS_PAGE_KEY,
    create: createGroup,
    update: (id, input, version) => updateGroup(id, { ...input, version }),
    remove: deleteGroup,
    invalidates: GROUP_OPTIONS_KEY,
  });
}
