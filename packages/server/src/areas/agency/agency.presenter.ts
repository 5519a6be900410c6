import {
  CONNECTOR_DEFAULT_BASE_URLS,
  CONNECTOR_NETWORKS,
  type AgencyCategory,
  type AgencyItem,
  type AgencyLane,
  type AgencyNetwork,
  type AgencySource,
  type ConnectorConfig,
  type NewsSuggestion,
  type SourceState,
} from '@newsroom/domain';
import type { ItemRow } from './agencyItems.repository';
import type { LaneRow } from './agencyLanes.repository';
import type { CategoryRow, ConnectorRow, SourceRow } from './agencySources.repository';
import type { SuggestionRow } from './newsSuggestions.repository';

/** The agency's records as the API answers them (also the data of `agency` events). */

export function presentCategory(row: CategoryRow): AgencyCategory {
  return {
    id: row.id,
    network: row.network as AgencyNetwork,
    name: row.name,
    version: row.version,
  };
}

export function presentSource(row: SourceRow): AgencySource {
  return {
    id: row.id,
    network: row.network as AgencyNetwork,
    kind: row.kind as AgencySource['kind'],
    name: row.name,
    address: row.address,
    categoryId: row.categoryId,
    intervalMinutes: row.intervalMinutes,
    enabled: row.enabled,
    state: row.state as SourceState,
    hint: row.hint,
    lastError: row.lastError,
    failures: row.failures,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    nextPollAt: row.enabled ? row.nextPollAt.toISOString() : null,
    version: row.version,
  };
}

/** Every connector, saved or at its defaults (version 0). */
export function presentConnectors(rows: readonly ConnectorRow[]): ConnectorConfig[] {
  return CONNECTOR_NETWORKS.map((network) => {
    const row = rows.find((candidate) => candidate.network === network);
    return {
      network,
      baseUrl: row?.baseUrl ?? CONNECTOR_DEFAULT_BASE_URLS[network],
      hasToken: Boolean(row?.token),
      version: row?.version ?? 0,
    };
  });
}

export function presentItem(row: ItemRow): AgencyItem {
  return {
    id: row.id,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    network: row.network as AgencyNetwork,
    title: row.title,
    summary: row.summary,
    text: row.text,
    link: row.link,
    author: row.author,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
    flash: row.flash,
    used: row.used,
  };
}

export function presentLane(row: LaneRow): AgencyLane {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    sourceIds: [...row.sourceIds],
    categoryIds: [...row.categoryIds],
    term: row.term,
    flashOnly: row.flashOnly,
    version: row.version,
  };
}

export function presentSuggestion(row: SuggestionRow): NewsSuggestion {
  return {
    id: row.id,
    slug: row.slug,
    lead: row.lead,
    source: row.source,
    link: row.link,
    itemId: row.itemId,
    used: row.used,
    authorId: row.authorId,
    authorNickname: row.authorNickname ?? '',
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
