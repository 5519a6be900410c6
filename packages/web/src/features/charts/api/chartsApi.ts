import { chartsSchema, type ChartQuery, type Charts, type Locale } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of one charts query. */
export const chartsKey = (query: ChartQuery) => ['charts', query] as const;

/** The query string of a charts query, its absent filters left out. */
function searchOf(query: ChartQuery): Record<string, string> {
  const search: Record<string, string> = { from: query.from, to: query.to };
  if (query.programId !== undefined) search.programId = String(query.programId);
  if (query.userId !== undefined) search.userId = String(query.userId);
  return search;
}

/** GET /api/charts: the figures of a range of newsroom days (ROLE_CHART_READ). */
export function fetchCharts(query: ChartQuery): Promise<Charts> {
  return apiRequest('/api/charts', { query: searchOf(query), schema: chartsSchema });
}

/** GET /api/charts/csv: the download link of the same figures, columns in `locale`. */
export function chartsCsvUrl(query: ChartQuery, locale: Locale): string {
  return `/api/charts/csv?${new URLSearchParams({ ...searchOf(query), locale }).toString()}`;
}
