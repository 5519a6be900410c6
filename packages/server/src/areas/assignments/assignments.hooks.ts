import { registerUsage } from '../../platform/documents/usage';
import { assignmentsRepository } from './assignments.repository';

/**
 * What guidelines tell the rest of the system (spec 1 §5 "a team used in a document cannot be
 * deleted"): live guidelines hold their team, type, branch, classification, vehicles and
 * editorials, so those cannot be removed while used (the trash does not count: those records are
 * soft-deleted and a restored guideline still shows their names). Any guideline, trashed or not,
 * gives its programs content (a program with content can only be disabled).
 */
registerUsage('team', (db, id) => assignmentsRepository.countByColumn(db, 'teamId', id));
registerUsage('type', (db, id) => assignmentsRepository.countByColumn(db, 'typeId', id));
registerUsage('branch', (db, id) => assignmentsRepository.countByColumn(db, 'branchId', id));
registerUsage('classification', (db, id) =>
  assignmentsRepository.countByColumn(db, 'classificationId', id),
);
registerUsage('vehicle', (db, id) => assignmentsRepository.countInList(db, 'vehiclesIds', id));
registerUsage('editorial', (db, id) => assignmentsRepository.countInList(db, 'editorialsIds', id));
registerUsage('program', (db, id) =>
  assignmentsRepository.countInList(db, 'programsIds', id, true),
);
