import {
  teamDetailSchema,
  teamSchema,
  type Team,
  type TeamChangeInput,
  type TeamDetail,
  type TeamInput,
} from '@newsroom/domain';
import { adminRecordApi } from '../../../shared/admin';
import { apiRequest } from '../../../shared/api';

/**
 * GET /api/teams/filter (ROLE_TEAM_READ), POST /api/teams (ROLE_TEAM_WRITE), PUT
 * /api/teams/{id}, DELETE /api/teams/{id} (ROLE_TEAM_ADMIN: 422 `team:inUse` while a
 * document uses it).
 */
export const TEAMS_API = adminRecordApi<Team, TeamInput>({
  resource: 'teams',
  listPath: '/api/teams/filter',
  schema: teamSchema,
});
/** Prefix of the cache keys of one team's detail (every date). */
export function teamDetailPrefix(id: number) {
  return ['teams', 'detail', id] as const;
}
/** Cache key of one team on one date. */
export function teamDetailKey(id: number, date: string) {
  return [...teamDetailPrefix(id), date] as const;
}

/** GET /api/teams/{id}?date=: the team, its schedule and who is on it that day. */
export function fetchTeamDetail(id: number, date: string): Promise<TeamDetail> {
  return apiRequest(`/api/teams/${id}`, { query: { date }, schema: teamDetailSchema });
}

/** PUT /api/teams/{id}/changes: a one-day or forward change; answers the team on that date. */
export function saveTeamChange(id: number, change: TeamChangeInput): Promise<TeamDetail> {
  return apiRequest(`/api/teams/${id}/changes`, {
    method: 'PUT',
    json: change,
    schema: teamDetailSchema,
  });
}

/** DELETE /api/teams/{id}/changes/{changeId}. */
export function deleteTeamChange(id: number, changeId: number): Promise<void> {
  return apiRequest(`/api/teams/${id}/changes/${changeId}`, { method: 'DELETE' });
}
