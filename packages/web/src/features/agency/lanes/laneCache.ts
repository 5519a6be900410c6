import type { InfiniteData } from '@tanstack/react-query';
import type { AgencyItem, AgencyLane, AgencySource, Paged } from '@newsroom/domain';

/**
 * How a lane's cached pages follow the wire. New items shift the server's pages, so a page
 * fetched after them may repeat items already shown: the column shows each item once
 * ({@link laneItemsOf}) and a fresh head is merged in front ({@link withFreshHead}) rather than
 * reloading every page the user scrolled through.
 */

/** A lane's loaded pages, as the infinite query keeps them. */
export type LanePages = InfiniteData<Paged<AgencyItem>, number>;

/** The lane's items in order, each once. */
export function laneItemsOf(pages: readonly Paged<AgencyItem>[]): AgencyItem[] {
  const seen = new Set<number>();
  const items: AgencyItem[] = [];
  for (const page of pages)
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  return items;
}

/** The page to ask next, or undefined when every item is loaded. */
export function nextLanePage(pages: readonly Paged<AgencyItem>[]): number | undefined {
  const total = pages.at(-1)?.total ?? 0;
  return laneItemsOf(pages).length < total ? pages.length : undefined;
}

/**
 * The pages with a freshly fetched page 0 in front of what was loaded. When the fresh page shares
 * no item with the old head, more arrived than a page holds and the items between would be
 * missing: the lane starts over from the fresh page.
 */
export function withFreshHead(pages: LanePages | undefined, fresh: Paged<AgencyItem>): LanePages {
  const head = pages?.pages[0];
  const freshIds = new Set(fresh.data.map((item) => item.id));
  if (!pages || !head || !head.data.some((item) => freshIds.has(item.id)))
    return { pages: [fresh], pageParams: [0] };
  const merged = {
    ...fresh,
    data: [...fresh.data, ...head.data.filter((i) => !freshIds.has(i.id))],
  };
  return { pages: [merged, ...pages.pages.slice(1)], pageParams: pages.pageParams };
}

/** The pages with `item` put in place of its older copy (an item marked used). */
export function withItem(pages: LanePages | undefined, item: AgencyItem): LanePages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((old) => (old.id === item.id ? item : old)),
    })),
  };
}

/**
 * The lanes that show a source's items: named directly or through the source's category. A source
 * not yet in the list (added a moment ago) may be in any category: every lane with categories.
 */
export function lanesShowingSource(
  lanes: readonly AgencyLane[],
  sources: readonly AgencySource[],
  sourceId: number,
): AgencyLane[] {
  const source = sources.find((candidate) => candidate.id === sourceId);
  return lanes.filter((lane) => {
    if (lane.sourceIds.includes(sourceId)) return true;
    if (!source) return lane.categoryIds.length > 0;
    return source.categoryId !== null && lane.categoryIds.includes(source.categoryId);
  });
}
