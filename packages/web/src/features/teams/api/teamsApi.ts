import {
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  teamDetailSchema,
  teamSchema,
  type Paged,
  type Team,
  type TeamChangeInput,
  type TeamDetail,
  type TeamInput,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query of the admin team list. */
export interface TeamListQuery {
  filter: string;
  /** Page from 0. */
  page: number;
}

/** Prefix of the cache keys of every page of the team list. */
export const TEAMS_PAGE_KEY = ['teams', 'page'] as const;
/** Cache key of one page of the team list. */
export function teamsPageKey(query: TeamListQuery) {
  return [...TEAMS_PAGE_KEY, query] as const;
}
/** Prefix of the cache keys of one team's detail (every date). */
export function teamDetailPrefix(id: number) {
  return ['teams', 'detail', id] as const;
}
/** Cache key of one team on one date. */
export function teamDetailKey(id: number, date: string) {
  return [...teamDetailPrefix(id), date] as const;
}

/** GET /api/teams/filter (ROLE_TEAM_READ). */
export function fetchTeams(query: TeamListQuery): Promise<Paged<Team>> {
  return apiRequest('/api/teams/filter', {
    query: { filter: query.filter || undefined, page: query.page, size: DEFAULT_PAGE_SIZE },
    schema: pagedSchema(teamSchema),
  });
}

/** GET /api/teams/{id}?date=: the team, its schedule and who is on it that day. */
export function fetchTeamDetail(id: number, date: string): Promise<TeamDetail> {
  return apiRequest(`/api/teams/${id}`, { query: { date }, schema: teamDetailSchema });
}

/** POST /api/teams (ROLE_TEAM_WRITE). */
export function createTeam(input: TeamInput): Promise<Team> {
  return apiRequest('/api/teams', { method: 'POST', json: input, schema: teamSchema });
}

/** PUT /api/teams/{id} with the version loaded. */
export function updateTeam(id: number, input: TeamInput, version: number): Promise<Team> {
  return apiRequest(`/api/teams/${id}`, {
    method: 'PUT',
    json: { ...input, version },
    schema: teamSchema,
  });
}

/** DELETE /api/teams/{id} (ROLE_TEAM_ADMIN): 422 `team:inUse` while a document uses it. */
export function deleteTeam(id: number): Promise<void> {
  return apiRequest(`/api/teams/${id}`, { method: 'DELETE' });
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
