import { chartFigures, rangeInstants, type ChartQuery, type Charts } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/refusals';
import { programsRepository } from '../programs/programs.repository';
import { chartsPolicy } from './charts.policy';
import { chartsRepository } from './charts.repository';

/**
 * GET /charts: the figures of a range of newsroom days (in the newsroom's time zone), of one
 * program when asked (404 when it does not exist or its groups hide it from the caller) and of
 * one person's documents when asked.
 */
export async function readCharts(
  platform: Platform,
  actor: Actor,
  query: ChartQuery,
): Promise<Charts> {
  const db = platform.database.db;
  if (query.programId !== undefined) {
    const program = await programsRepository.findById(db, query.programId);
    if (!program || !chartsPolicy.canSeeProgram(actor, program)) throw notFound();
  }
  const timeZone = platform.config.newsroomTimeZone;
  const counts = await chartsRepository.counts(db, {
    ...query,
    ...rangeInstants(timeZone, query.from, query.to),
    timeZone,
  });
  return chartFigures(query, counts);
}
