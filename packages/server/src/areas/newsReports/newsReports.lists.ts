import type { NewsReport, NewsReportFilterQuery, Paged, PageQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor, presentRecord } from './newsReports.presenter';
import { newsReportsRepository, type NewsReportRecord } from './newsReports.repository';
import { allow } from '../../platform/http/refusals';

/** The news report lists: the filter and the trash. */

function paged(
  actor: Actor,
  query: PageQuery,
  { rows, total }: { rows: NewsReportRecord[]; total: number },
): Paged<NewsReport> {
  return {
    data: rows.map((row) => presentFor(presentRecord(row), actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/**
 * GET /news_reports/filter: live news reports by date range, slug text and programs; newest date
 * first.
 */
export async function filterNewsReports(
  platform: Platform,
  actor: Actor,
  query: NewsReportFilterQuery,
): Promise<Paged<NewsReport>> {
  allow(newsReportsPolicy.canRead(actor));
  return paged(
    actor,
    query,
    await newsReportsRepository.filter(platform.database.db, actor, query),
  );
}

/** GET /news_reports/excluded: the trash. */
export async function listExcluded(
  platform: Platform,
  actor: Actor,
  query: PageQuery,
): Promise<Paged<NewsReport>> {
  allow(newsReportsPolicy.canRead(actor));
  return paged(
    actor,
    query,
    await newsReportsRepository.excluded(platform.database.db, actor, query),
  );
}
