import { pagedList } from '../../platform/documents/pagedList';
import { reportsPolicy } from './reports.policy';
import { presentFor, presentRecord } from './reports.presenter';
import { reportsRepository, type ReportRecord } from './reports.repository';

const reportsPage = pagedList({
  canRead: reportsPolicy.canRead,
  presenterFor: async (_db, actor) => (row: ReportRecord) => presentFor(presentRecord(row), actor),
});

/**
 * GET /reports/filter: live reports of the days between `from` and `to` (the report's own day),
 * matching the words, category and event; newest day first.
 */
export const filterReports = reportsPage(reportsRepository.filter);
