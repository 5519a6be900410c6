import type { UsageCounter } from '../../platform/documents/usage';
import { assignmentsRepository } from './assignments.repository';

/**
 * What assignments tell the rest of the system (spec 1 §5 "a team used in a document cannot be
 * deleted"): live assignments hold their team, type, branch, classification, vehicles and
 * editorials, so those cannot be removed while used (the trash does not count: those records are
 * soft-deleted and a restored assignment still shows their names). Any assignment, trashed or not,
 * gives its programs content (a program with content can only be disabled).
 */
export const assignmentsUsage: Readonly<Record<string, UsageCounter>> = {
  team: (db, id) => assignmentsRepository.countByColumn(db, 'teamId', id),
  type: (db, id) => assignmentsRepository.countByColumn(db, 'typeId', id),
  branch: (db, id) => assignmentsRepository.countByColumn(db, 'branchId', id),
  classification: (db, id) => assignmentsRepository.countByColumn(db, 'classificationId', id),
  vehicle: (db, id) => assignmentsRepository.countInList(db, 'vehiclesIds', id),
  editorial: (db, id) => assignmentsRepository.countInList(db, 'editorialsIds', id),
  program: (db, id) => assignmentsRepository.countInList(db, 'programsIds', id, true),
  /** The contacts picked into live guidelines' guides (a usage count; a contact is never held). */
  contact: (db, id) => assignmentsRepository.countContactUses(db, id),
};
