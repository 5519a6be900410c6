import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamChangeInput, TeamInput } from '@newsroom/domain';
import { useAdminMutations } from '../../../shared/admin';
import {
  deleteTeamChange,
  saveTeamChange,
  teamDetailKey,
  teamDetailPrefix,
  TEAMS_API,
} from '../api/teamsApi';
import { TEAM_GRID_PREFIX } from '../api/teamGridApi';

/**
 * Saves and removals of teams and of their schedule changes, applied to the cached pages
 * (spec 3 §4) and details. Callers report failures (field errors beside the fields).
 */
export function useTeamMutations() {
  const queryClient = useQueryClient();
  const { save, remove } = useAdminMutations<Team, TeamInput>({
    ...TEAMS_API,
    onUpdated: (team) =>
      void queryClient.invalidateQueries({ queryKey: teamDetailPrefix(team.id) }),
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
      void queryClient.invalidateQueries({ queryKey: TEAM_GRID_PREFIX });
    },
  });

  const removeChange = useMutation({
    mutationFn: ({ teamId, changeId }: { teamId: number; changeId: number }) =>
      deleteTeamChange(teamId, changeId),
    meta: { failureKind: 'delete' },
    onSuccess: (_nothing, { teamId }) => {
      void queryClient.invalidateQueries({ queryKey: teamDetailPrefix(teamId) });
      void queryClient.invalidateQueries({ queryKey: TEAM_GRID_PREFIX });
    },
  });

  return { save, remove, saveChange, removeChange };
}
