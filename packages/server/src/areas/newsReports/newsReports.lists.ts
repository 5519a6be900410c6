import { newsReportsPolicy } from './newsReports.policy';
import { presentFor, presentRecord } from './newsReports.presenter';
import { newsReportsRepository, type NewsReportRecord } from './newsReports.repository';
import { pagedList } from '../../platform/documents/pagedList';

/** The news report lists: the filter and the trash. */

/** A page of news reports as the actor sees them. */
const newsReportsPage = pagedList({
  canRead: newsReportsPolicy.canRead,
  presenterFor: async (_db, actor) => (row: NewsReportRecord) =>
    presentFor(presentRecord(row), actor),
});

/**
 * GET /news_reports/filter: live news reports by date range, slug text and programs; newest date
 * first.
 */
export const filterNewsReports = newsReportsPage(newsReportsRepository.filter);

/** GET /news_reports/excluded: the trash. */
export const listExcluded = newsReportsPage(newsReportsRepository.excluded);
