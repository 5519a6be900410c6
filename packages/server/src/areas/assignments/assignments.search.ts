import { collectTexts, joinTexts } from '@newsroom/domain';
import { assignments } from '../../platform/db/schema';
import type { SearchSource } from '../../platform/search/registry';
import { ASSIGNMENT_ENTITY } from './assignments.shared';
import { assignmentsRepository } from './assignments.repository';

/**
 * Assignments in the search index (kind `assignments`): slug as title; proposal, referral,
 * information and the guides' interviewees and addresses as body; its programs, owner and
 * privacy for the permission filter.
 */
export const assignmentsSearch: SearchSource = {
  topic: 'assignments',
  entity: ASSIGNMENT_ENTITY,
  table: assignments,
  async load(db, id) {
    const row = await assignmentsRepository.findRecord(db, id);
    if (!row) return null;
    return {
      title: row.slug,
      body: joinTexts([
        row.proposal,
        row.referral,
        row.information,
        ...collectTexts(row.guides, ['interviewee', 'address']),
      ]),
      date: row.date,
      programIds: row.programsIds,
      ownerId: row.ownerId,
      isPrivate: row.isPrivate,
      allowedUserIds: row.allowedUserIds,
      excluded: row.excluded,
    };
  },
};
