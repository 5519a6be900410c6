import { collectTexts, joinTexts } from '@newsroom/domain';
import { productions } from '../../platform/db/schema';
import type { IndexedDocument, SearchSource } from '../../platform/search/registry';
import { ASSIGNMENT_ENTITY } from '../assignments/assignments.shared';
import type { GuidelineVisibility } from './productions.policy';
import { productionsRepository } from './productions.repository';
import { PRODUCTION_ENTITY } from './productions.kind';

/**
 * Who finds a checklist: who may see its guideline (productionsPolicy.canSee), in the terms the
 * search filters by — the guideline's programs and, when it is private, its owner and allowed
 * users (the author filter then reads the guideline's owner). One of its own: every reader.
 */
function readersOf(
  ownerId: number | null,
  guideline: GuidelineVisibility | null,
): Pick<IndexedDocument, 'programIds' | 'ownerId' | 'isPrivate' | 'allowedUserIds'> {
  if (guideline?.isPrivate) {
    return {
      programIds: [...guideline.programsIds],
      ownerId: guideline.ownerId,
      isPrivate: true,
      allowedUserIds: [...guideline.allowedUserIds],
    };
  }
  return {
    programIds: guideline ? [...guideline.programsIds] : [],
    ownerId,
    isPrivate: false,
    allowedUserIds: [],
  };
}

/**
 * Production checklists in the search index (kind `productions`): slug as title; place,
 * information and the tasks (label and information) as body; its guideline's readers, rewritten
 * whenever the guideline changes (its programs, privacy or allowed users).
 */
export const productionsSearch: SearchSource = {
  topic: 'productions',
  entity: PRODUCTION_ENTITY,
  table: productions,
  async load(db, id) {
    const record = await productionsRepository.findById(db, id);
    if (!record) return null;
    const { row } = record;
    const guideline = await productionsRepository.guidelineVisibility(db, row.assignmentId);
    return {
      title: row.slug,
      body: joinTexts([
        row.local,
        row.information,
        ...collectTexts(row.tasks, ['label', 'information']),
      ]),
      date: row.date,
      ...readersOf(row.ownerId, guideline),
      excluded: row.excluded,
    };
  },
  inherits: {
    topic: 'assignments',
    entity: ASSIGNMENT_ENTITY,
    idsOf: (db, assignmentId) => productionsRepository.idsOfGuideline(db, assignmentId),
  },
};
