import type { DocumentSight, LockedKindSights } from '../../platform/documents/locks';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository } from './assignments.repository';

/**
 * An assignment's edit lock is seen by who may see the assignment (issue 17): assignment readers
 * who read it whole (assignmentsPolicy.canReadWhole: one of its programs open to them, or none; its
 * content, when private, theirs or shared with them).
 */
export const assignmentSights: LockedKindSights = async (db, ids) => {
  const sights = new Map<number, DocumentSight>();
  for (const id of ids) {
    const record = await assignmentsRepository.findRecord(db, id);
    if (!record) continue;
    const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
    sights.set(
      id,
      (viewer) =>
        assignmentsPolicy.canRead(viewer) &&
        assignmentsPolicy.canReadWhole(viewer, record, groupsOf),
    );
  }
  return sights;
};
