import type { DocumentSight, LockedKindSights } from '../../platform/documents/locks';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { newsReportsPolicy } from './newsReports.policy';
import { newsReportsRepository } from './newsReports.repository';

/**
 * A news report's edit lock is seen by who may see the news report (issue 17): news report readers
 * who read it whole (newsReportsPolicy.canReadWhole: one of its programs open to them, or none; its
 * content, when private, theirs or shared with them).
 */
export const newsReportSights: LockedKindSights = async (db, ids) => {
  const sights = new Map<number, DocumentSight>();
  for (const id of ids) {
    const record = await newsReportsRepository.findRecord(db, id);
    if (!record) continue;
    const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
    sights.set(
      id,
      (viewer) =>
        newsReportsPolicy.canRead(viewer) &&
        newsReportsPolicy.canReadWhole(viewer, record, groupsOf),
    );
  }
  return sights;
};
