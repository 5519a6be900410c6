import { collectTexts, joinTexts } from '@newsroom/domain';
import { productions } from '../../platform/db/schema';
import type { IndexedDocument, SearchSource } from '../../platform/search/registry';
import { ASSIGNMENT_ENTITY } from '../assignments/assignments.shared';
import type { AssignmentVisibility } from './productions.policy';
import { productionsRepository } from './productions.repository';
import { PRODUCTION_ENTITY } from './productions.kind';

/**
 * Who finds a production: who may see its assignment (productionsPolicy.canSee), in the terms the
 * search filters by — the assignment's programs and, when it is private, its owner and allowed
 * users (the author filter then reads the assignment's owner). One of its own: every reader.
 */
function readersOf(
  ownerId: number | null,
  assignment: AssignmentVisibility | null,
): Pick<IndexedDocument, 'programIds' | 'ownerId' | 'isPrivate' | 'allowedUserIds'> {
  if (assignment?.isPrivate) {
    return {
      programIds: [...assignment.programsIds],
      ownerId: assignment.ownerId,
      isPrivate: true,
      allowedUserIds: [...assignment.allowedUserIds],
    };
  }
  return {
    programIds: assignment ? [...assignment.programsIds] : [],
    ownerId,
    isPrivate: false,
    allowedUserIds: [],
  };
}

/**
 * Productions in the search index (kind `productions`): slug as title; place,
 * information and the tasks (label and information) as body; its assignment's readers, rewritten
 * whenever the assignment changes (its programs, privacy or allowed users).
 */
export const productionsSearch: SearchSource = {
  topic: 'productions',
  entity: PRODUCTION_ENTITY,
  table: productions,
  async load(db, id) {
    const record = await productionsRepository.findById(db, id);
    if (!record) return null;
    const { row } = record;
    const assignment = await productionsRepository.assignmentVisibility(db, row.assignmentId);
    return {
      title: row.slug,
      body: joinTexts([
        row.local,
        row.information,
        ...collectTexts(row.tasks, ['label', 'information']),
      ]),
      date: row.date,
      ...readersOf(row.ownerId, assignment),
      excluded: row.excluded,
    };
  },
  inherits: {
    topic: 'assignments',
    entity: ASSIGNMENT_ENTITY,
    idsOf: (db, assignmentId) => productionsRepository.idsOfAssignment(db, assignmentId),
  },
};
