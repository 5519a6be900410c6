import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged, Team, TeamChangeInput, TeamInput } from '@newsroom/domain';
import { withCreated, withDeleted, withUpdated } from '../../../shared/admin';
import {
  createTeam,
  deleteTeam,
  deleteTeamChange,
  saveTeamChange,
  teamDetailKey,
  teamDetailPrefix,
  TEAMS_PAGE_KEY,
  updateTeam,
} from '../api/teamsApi';

/** A team to save: new (id null) or an update of a loaded one. */
export interface TeamSave {
  id: number | null;
  version: number | null;
  input: TeamInput;
}

/**
 * Saves and removals of teams and of their schedule changes, applied to the cached pages
 * (spec 3 §4) and details. Callers report failures (field errors beside the fields).
 */
export function useTeamMutations() {
  const queryClient = useQueryClient();
  const patchPages = (change: (page: Paged<Team>) => Paged<Team>, onlyFirst = false) => {
    for (const [key, page] of queryClient.getQueriesData<Paged<Team>>({
      queryKey: TEAMS_PAGE_KEY,
    })) {
      if (page && (!onlyFirst || page.page === 0)) queryClient.setQueryData(key, change(page));
    }
  };

  const save = useMutation({
    mutationFn: ({ id, version, input }: TeamSave) =>
      id === null ? createTeam(input) : updateTeam(id, input, version ?? 0),
    meta: { isSilent: true },
    onSuccess: (team, { id }) => {
      if (id === null) patchPages((page) => withCreated(page, team), true);
      else {
        patchPages((page) => withUpdated(page, team));
        void queryClient.invalidateQueries({ queryKey: teamDetailPrefix(team.id) });
      }
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteTeam(id),
    meta: { isSilent: true },
    onSuccess: (_nothing, id) => patchPages((page) => withDeleted(page, id)),
  });

  const saveChange = useMutation({
    mutationFn: ({ teamId, change }: { teamId: number; change: TeamChangeInput }) =>
      saveTeamChange(teamId, change),
    meta: { isSilent: true },
    onSuccess: (detail, { teamId, change }) => {
      // Other dates may be affected (a forward change); they reload when shown again.
      void queryClient.invalidateQueries({
        queryKey: teamDetailPrefix(teamId),
        refetchType: 'none',
      });
      queryClient.setQueryData(teamDetailKey(teamId, change.date), detail);
    },
  });

  const removeChange = useMutation({
    mutationFn: ({ teamId, changeId }: { teamId: number; changeId: number }) =>
      deleteTeamChange(teamId, changeId),
    meta: { failureKind: 'delete' },
    onSuccess: (_nothing, { teamId }) =>
      void queryClient.invalidateQueries({ queryKey: teamDetailPrefix(teamId) }),
  });

  return { save, remove, saveChange, removeChange };
}
