import { teamGridSchema, type TeamGrid } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Prefix of the cached grids (every range): a teams event refreshes them all. */
export const TEAM_GRID_PREFIX = ['teams', 'grid'] as const;
/** Cache key of the grid of one range. */
export const teamGridKey = (from: string, to: string) => [...TEAM_GRID_PREFIX, from, to] as const;

/** GET /api/teams/schedule?from=&to= (ROLE_TEAM_READ): every team's members each day. */
export function fetchTeamGrid(from: string, to: string): Promise<TeamGrid> {
  return apiRequest('/api/teams/schedule', { query: { from, to }, schema: teamGridSchema });
}

/** The grid's PDF (made on the server; `from`, `to` and `locale` in its query). */
export const TEAM_GRID_PDF_PATH = '/api/teams/schedule/pdf';
