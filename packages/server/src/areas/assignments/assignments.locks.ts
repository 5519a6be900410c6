import { programDocumentSights } from '../../platform/documents/lockSights';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository } from './assignments.repository';

/** An assignment's edit lock is seen by who may see the assignment (issue 17). */
export const assignmentSights = programDocumentSights({
  canRead: assignmentsPolicy.canRead,
  findRecord: (db, id) => assignmentsRepository.findRecord(db, id),
  programGroups: (db, ids) => assignmentsRepository.programGroups(db, ids),
});
