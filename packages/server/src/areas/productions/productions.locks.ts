import type { DocumentSight, LockedKindSights } from '../../platform/documents/locks';
import { productionsPolicy } from './productions.policy';
import { productionsRepository } from './productions.repository';

/**
 * A production's edit lock is seen by who may see the production (issue 17): production readers who
 * see it as they see its assignment (productionsPolicy.canSee; one of its own: every reader).
 */
export const productionSights: LockedKindSights = async (db, ids) => {
  const sights = new Map<number, DocumentSight>();
  for (const id of ids) {
    const record = await productionsRepository.findById(db, id);
    if (!record) continue;
    const assignment = await productionsRepository.assignmentVisibility(
      db,
      record.row.assignmentId,
    );
    sights.set(
      id,
      (viewer) => productionsPolicy.canRead(viewer) && productionsPolicy.canSee(viewer, assignment),
    );
  }
  return sights;
};
