import type { AgencyItem, AgencyLane, AgencySource, Paged } from '@newsroom/domain';

/** Small builders of the agency's shapes for the wire's tests. */

/** An item of source 10 ("Agência Brasil", rss), published 2026-03-10 at 12:00 UTC. */
export function agencyItem(id: number, extra: Partial<AgencyItem> = {}): AgencyItem {
  return {
    id,
    sourceId: 10,
    sourceName: 'Agência Brasil',
    network: 'rss',
    title: `Item ${id}`,
    summary: `<p>Resumo ${id}</p>`,
    text: `Resumo ${id}`,
    link: `https://agencia.example/${id}`,
    author: 'Redação',
    imageUrl: null,
    publishedAt: '2026-03-10T12:00:00.000Z',
    flash: false,
    used: false,
    ...extra,
  };
}

/** A lane of the caller, at version 1. */
export function agencyLane(id: number, extra: Partial<AgencyLane> = {}): AgencyLane {
  return {
    id,
    name: `Coluna ${id}`,
    position: id - 1,
    sourceIds: [],
    categoryIds: [],
    term: '',
    flashOnly: false,
    version: 1,
    ...extra,
  };
}

/** A source that reads fine. */
export function agencySource(id: number, extra: Partial<AgencySource> = {}): AgencySource {
  return {
    id,
    network: 'rss',
    kind: 'feed',
    name: `Fonte ${id}`,
    address: `https://feeds.example/${id}.xml`,
    categoryId: null,
    intervalMinutes: 5,
    enabled: true,
    state: 'ok',
    hint: null,
    lastError: null,
    failures: 0,
    lastPolledAt: null,
    nextPollAt: null,
    version: 1,
    ...extra,
  };
}

/** One page of items. */
export function itemPage(data: AgencyItem[], total = data.length, page = 0): Paged<AgencyItem> {
  return { data, page, size: 25, total };
}
