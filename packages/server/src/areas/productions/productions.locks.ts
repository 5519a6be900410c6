import { sightsById } from '../../platform/documents/lockSights';
import { productionsPolicy } from './productions.policy';
import { productionsRepository } from './productions.repository';

/**
 * A production's edit lock is seen by who may see the production (issue 17): production readers who
 * see it as they see its assignment (productionsPolicy.canSee; one of its own: every reader).
 */
export const productionSights = sightsById(async (db, id) => {
  const record = await productionsRepository.findById(db, id);
  if (!record) return undefined;
  const assignment = await productionsRepository.assignmentVisibility(db, record.row.assignmentId);
  return (viewer) =>
    productionsPolicy.canRead(viewer) && productionsPolicy.canSee(viewer, assignment);
});
