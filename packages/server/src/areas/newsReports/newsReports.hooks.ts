import type { UsageCounter } from '../../platform/documents/usage';
import { newsReportsRepository } from './newsReports.repository';

/**
 * What news reports tell the rest of the system (spec 1 §5 "cannot delete while in use"): live
 * news reports hold their branch, classification, vehicles and editorials, so those cannot be
 * removed while used (the trash does not count: those records are soft-deleted and a restored
 * news report still shows their names). Any news report, trashed or not, gives its programs content
 * (a program with content can only be disabled), as assignments do.
 */
export const newsReportsUsage: Readonly<Record<string, UsageCounter>> = {
  branch: (db, id) => newsReportsRepository.countByColumn(db, 'branchId', id),
  classification: (db, id) => newsReportsRepository.countByColumn(db, 'classificationId', id),
  vehicle: (db, id) => newsReportsRepository.countInList(db, 'vehiclesIds', id),
  editorial: (db, id) => newsReportsRepository.countInList(db, 'editorialsIds', id),
  program: (db, id) => newsReportsRepository.countInList(db, 'programsIds', id, true),
};
