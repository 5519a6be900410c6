import { programDocumentSights } from '../../platform/documents/lockSights';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { newsReportsPolicy } from './newsReports.policy';
import { newsReportsRepository } from './newsReports.repository';

/**
 * A news report's edit lock is seen by who may see the news report (issue 17); its programs'
 * groups are read as the assignments' are.
 */
export const newsReportSights = programDocumentSights({
  canRead: newsReportsPolicy.canRead,
  findRecord: (db, id) => newsReportsRepository.findRecord(db, id),
  programGroups: (db, ids) => assignmentsRepository.programGroups(db, ids),
});
