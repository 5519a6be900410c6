import {
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  proposalSchema,
  type Paged,
  type Proposal,
  type ProposalInput,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** What the proposals list asks for (GET /api/assignment_proposals). */
export interface ProposalQuery {
  text?: string;
  from?: string;
  to?: string;
  page: number;
}

/** Prefix of the proposals caches. */
export const PROPOSALS_KEY = ['proposals'] as const;

/** Cache key of one page of proposals. */
export function proposalsPageKey(query: ProposalQuery) {
  return [...PROPOSALS_KEY, 'page', query] as const;
}

const pageSchema = pagedSchema(proposalSchema);

/** GET /api/assignment_proposals: one page of proposals. */
export function fetchProposals(query: ProposalQuery): Promise<Paged<Proposal>> {
  return apiRequest('/api/assignment_proposals', {
    query: {
      text: query.text?.trim() || undefined,
      from: query.from,
      to: query.to,
      page: query.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: pageSchema,
  });
}

/** POST /api/assignment_proposals. */
export function createProposal(input: ProposalInput): Promise<Proposal> {
  return apiRequest('/api/assignment_proposals', {
    method: 'POST',
    json: input,
    schema: proposalSchema,
  });
}

/** PUT /api/assignment_proposals/{id} at the version loaded. */
export function updateProposal(
  id: number,
  input: ProposalInput & { version: number },
): Promise<Proposal> {
  return apiRequest(`/api/assignment_proposals/${id}`, {
    method: 'PUT',
    json: input,
    schema: proposalSchema,
  });
}

/** DELETE /api/assignment_proposals/{id}. */
export function removeProposal(id: number): Promise<void> {
  return apiRequest<void>(`/api/assignment_proposals/${id}`, { method: 'DELETE' });
}
