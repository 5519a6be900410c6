import { collectTexts } from '@newsroom/domain';
import { assignments } from '../../platform/db/schema';
import { documentSearchSource } from '../../platform/documents/documentSearch';
import { ASSIGNMENT_ENTITY } from './assignments.shared';
import { assignmentsRepository } from './assignments.repository';

/**
 * Assignments in the search index (kind `assignments`): slug as title; proposal, referral,
 * information and the guides' interviewees and addresses as body; its programs, owner and
 * privacy for the permission filter.
 */
export const assignmentsSearch = documentSearchSource({
  topic: 'assignments',
  entity: ASSIGNMENT_ENTITY,
  table: assignments,
  findRecord: assignmentsRepository.findRecord,
  bodyOf: (row) => [
    row.proposal,
    row.referral,
    row.information,
    ...collectTexts(row.guides, ['interviewee', 'address']),
  ],
});
