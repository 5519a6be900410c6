import {
  proposalSchema,
  type AgencyItem,
  type AgencyNetwork,
  type Proposal,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** The proposal path of each network: Mastodon and Bluesky items go as X (twitter) items. */
const PROPOSAL_NETWORK: Record<AgencyNetwork, 'rss' | 'twitter' | 'facebook'> = {
  rss: 'rss',
  twitter: 'twitter',
  facebook: 'facebook',
  mastodon: 'twitter',
  bluesky: 'twitter',
};

/** POST /api/assignment_proposals/{network}/{itemId}: a proposal from an agency item. */
export function createProposalFromItem(
  item: Pick<AgencyItem, 'id' | 'network'>,
): Promise<Proposal> {
  return apiRequest(`/api/assignment_proposals/${PROPOSAL_NETWORK[item.network]}/${item.id}`, {
    method: 'POST',
    schema: proposalSchema,
  });
}
