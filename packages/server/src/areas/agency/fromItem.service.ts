import {
  AGENCY_KEYS,
  ASSIGNMENT_LIMITS,
  ruleViolation,
  type AgencyNetwork,
  type Proposal,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { createProposal } from '../proposals/proposals.service';
import type { StorySeed } from '../stories/storySource';
import { agencyPolicy } from './agency.policy';
import { presentItem } from './agency.presenter';
import { agencyItemsRepository, type ItemRow } from './agencyItems.repository';

/**
 * What the newsroom makes of an agency item: a proposal, a drawer story or a news suggestion,
 * each keeping the item's source and link, and marking the item used (kept past retention).
 */

/** The spec's proposal calls per network (spec 3 §7): the short-message networks go as twitter. */
export const PROPOSAL_NETWORKS = ['rss', 'twitter', 'facebook'] as const;
export type ProposalNetwork = (typeof PROPOSAL_NETWORKS)[number];
const CALL_OF: Record<AgencyNetwork, ProposalNetwork> = {
  rss: 'rss',
  twitter: 'twitter',
  mastodon: 'twitter',
  bluesky: 'twitter',
  facebook: 'facebook',
};

/** An item the actor may read, in `db`; 404 otherwise. */
export async function readableItem(db: Executor, actor: Actor, id: number): Promise<ItemRow> {
  if (!agencyPolicy.canRead(actor)) throw notFound();
  const item = await agencyItemsRepository.find(db, id);
  if (!item) throw notFound();
  return item;
}

/** Marks the item used, publishing the change once. */
export async function markItemUsed(tx: Executor, actor: Actor, item: ItemRow): Promise<void> {
  if (!(await agencyItemsRepository.markUsed(tx, item.id))) return;
  await emit(tx, actor.sessionId, {
    topic: 'agency',
    entity: 'agency_item',
    action: 'UPDATE',
    id: item.id,
    data: presentItem({ ...item, used: true }),
  });
}

/** A slug from a title: its first words, at most the slug's length. */
export function slugOf(title: string): string {
  const words = title.trim().split(/\s+/).slice(0, 6).join(' ');
  return words.slice(0, ASSIGNMENT_LIMITS.slug).toUpperCase() || 'AGÊNCIA';
}

/** Where an item came from, as a line of text. */
export function sourceLine(item: Pick<ItemRow, 'sourceName' | 'author' | 'link'>): string {
  const who =
    item.author && item.author !== item.sourceName
      ? `${item.sourceName} (${item.author})`
      : item.sourceName;
  return item.link ? `${who} — ${item.link}` : who;
}

/** POST /assignment_proposals/{rss|twitter|facebook}/{itemId}. */
export async function proposalFromItem(
  platform: Platform,
  actor: Actor,
  call: ProposalNetwork,
  itemId: number,
): Promise<Proposal> {
  const item = await readableItem(platform.database.db, actor, itemId);
  if (CALL_OF[item.network as AgencyNetwork] !== call)
    throw ruleViolation(AGENCY_KEYS.itemOfOtherNetwork);
  const proposal = [item.title, item.text].filter(Boolean).join('\n\n');
  return createProposal(
    platform,
    actor,
    {
      slug: slugOf(item.title),
      date: null,
      proposal: proposal.slice(0, ASSIGNMENT_LIMITS.text),
      information: sourceLine(item),
      programsIds: [],
    },
    (tx) => markItemUsed(tx, actor, item),
  );
}

/** The story source `agency_item` (POST /stories/sources): a drawer story from the item. */
export async function agencyItemStorySource(tx: Tx, actor: Actor, id: number): Promise<StorySeed> {
  const item = await readableItem(tx, actor, id);
  await markItemUsed(tx, actor, item);
  return {
    slug: slugOf(item.title),
    information: [item.title, item.text, sourceLine(item)].filter(Boolean).join('\n\n'),
  };
}
