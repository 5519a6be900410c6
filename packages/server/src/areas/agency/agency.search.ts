import { joinTexts, type AgencyItem, type SearchKind } from '@newsroom/domain';
import { agencyItems } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/client';
import type { OutboxEvent } from '../../platform/realtime/outbox';
import type { SearchSource } from '../../platform/search/registry';
import { removeFromIndex } from '../../platform/search/indexer';
import { agencyItemsRepository } from './agencyItems.repository';

/**
 * Agency items in the search index (spec 1 §9 targets rss, twitter, facebook): the title, with
 * the text, author and source as body, dated by publication. Mastodon and Bluesky posts are found
 * as `twitter` (short-message networks, as their proposal calls).
 */
export const AGENCY_SEARCH_KINDS = ['rss', 'twitter', 'facebook'] as const;
type AgencySearchKind = (typeof AGENCY_SEARCH_KINDS)[number];

const KIND_OF: Record<string, AgencySearchKind> = {
  rss: 'rss',
  twitter: 'twitter',
  mastodon: 'twitter',
  bluesky: 'twitter',
  facebook: 'facebook',
};

/** The items a poll's event carries (its `id` is the source's). */
function itemIds(event: OutboxEvent): number[] {
  if (event.action === 'CREATE')
    return (event.data as { items: AgencyItem[] }).items.map((i) => i.id);
  return typeof event.id === 'number' ? [event.id] : [];
}

function searchOf(kind: AgencySearchKind): SearchSource {
  return {
    topic: 'agency',
    entity: 'agency_item',
    table: agencyItems,
    idsOf: itemIds,
    async load(db, id) {
      const item = await agencyItemsRepository.find(db, id);
      if (!item || KIND_OF[item.network] !== kind) return null;
      return {
        title: item.title,
        body: joinTexts([item.text, item.author, item.sourceName]),
        date: item.publishedAt.toISOString().slice(0, 10),
        programIds: [],
        ownerId: null,
        isPrivate: false,
        allowedUserIds: [],
        excluded: false,
      };
    },
  };
}

export const agencySearchSources: Record<AgencySearchKind, SearchSource> = {
  rss: searchOf('rss'),
  twitter: searchOf('twitter'),
  facebook: searchOf('facebook'),
};

/** Drops deleted items from the index (purges and source deletions write no item events). */
export async function unindexItems(db: Executor, ids: number[]): Promise<void> {
  for (const kind of AGENCY_SEARCH_KINDS) await removeFromIndex(db, kind as SearchKind, ids);
}
