import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, GroupInput, Paged } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import {
  createGroup,
  deleteGroup,
  GROUP_OPTIONS_KEY,
  GROUPS_PAGE_KEY,
  updateGroup,
} from '../api/groupsApi';

/** A group to save: new (no id) or an update of a loaded one. */
export interface GroupSave {
  id: number | null;
  version: number | null;
  input: GroupInput;
}

/**
 * Create, update and delete of groups, applying each result to every cached page with the
 * admin list rules (spec 3 §4). Failures are reported by the caller (field errors beside the
 * fields), so the mutations are silent for the global handler.
 */
export function useGroupMutations() {
  const queryClient = useQueryClient();
  const patchPages = (change: (page: Paged<Group>) => Paged<Group>, onlyFirst = false) => {
    for (const [key, page] of queryClient.getQueriesData<Paged<Group>>({
      queryKey: GROUPS_PAGE_KEY,
    })) {
      if (page && (!onlyFirst || page.page === 0)) queryClient.setQueryData(key, change(page));
    }
    void queryClient.invalidateQueries({ queryKey: GROUP_OPTIONS_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: GroupSave) =>
      id === null ? createGroup(input) : updateGroup(id, { ...input, version: version ?? 0 }),
    meta: { isSilent: true },
    onSuccess: (group, { id }) =>
      id === null
        ? patchPages((page) => withCreated(page, group), true)
        : patchPages((page) => withUpdated(page, group)),
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteGroup(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => patchPages((page) => withDeleted(page, id)),
  });

  return { save, remove };
}
