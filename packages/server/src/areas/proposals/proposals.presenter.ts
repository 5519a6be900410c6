import type { Proposal } from '@newsroom/domain';
import type { ProposalRecord } from './proposals.repository';

/** A stored proposal as the API answers it. */
export function presentProposal(record: ProposalRecord): Proposal {
  return {
    id: record.id,
    slug: record.slug,
    date: record.date,
    proposal: record.proposal,
    information: record.information,
    programsIds: [...record.programsIds],
    authorId: record.authorId,
    authorNickname: record.authorNickname ?? '',
    assignmentId: record.assignmentId,
    excluded: record.excluded,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
  };
}
