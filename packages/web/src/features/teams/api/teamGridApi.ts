import { teamGridSchema, type Locale, type TeamGrid } from '@newsroom/domain';
import { apiRequest, buildUrl } from '../../../shared/api';

/** Prefix of the cached grids (every range): a teams event refreshes them all. */
export const TEAM_GRID_PREFIX = ['teams', 'grid'] as const;
/** Cache key of the grid of one range. */
export const teamGridKey = (from: string, to: string) => [...TEAM_GRID_PREFIX, from, to] as const;

/** GET /api/teams/schedule?from=&to= (ROLE_TEAM_READ): every team's members each day. */
export function fetchTeamGrid(from: string, to: string): Promise<TeamGrid> {
  return apiRequest('/api/teams/schedule', { query: { from, to }, schema: teamGridSchema });
}

/** The link of the grid's PDF (made on the server, named in the reader's language). */
export function teamGridPdfPath(from: string, to: string, lang: Locale): string {
  return buildUrl('/api/teams/schedule/pdf', { from, to, lang });
}
