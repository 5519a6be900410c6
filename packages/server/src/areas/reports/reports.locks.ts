import { sightsById } from '../../platform/documents/lockSights';
import { reportsPolicy } from './reports.policy';
import { reportsRepository } from './reports.repository';

/** A report's edit lock is seen by the report readers who see it whole. */
export const reportSights = sightsById(async (db, id) => {
  const record = await reportsRepository.findRecord(db, id);
  if (!record) return undefined;
  return (viewer) => reportsPolicy.canRead(viewer) && reportsPolicy.canSeeContent(viewer, record);
});
