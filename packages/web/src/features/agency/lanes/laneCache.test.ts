import { describe, expect, it } from 'vitest';
import { agencyItem, agencyLane, agencySource, itemPage } from '../testFixtures';
import {
  lanesShowingSource,
  laneItemsOf,
  nextLanePage,
  withFreshHead,
  withItem,
  type LanePages,
} from './laneCache';

const ids = (pages: LanePages | undefined) => laneItemsOf(pages?.pages ?? []).map((i) => i.id);
const pagesOf = (...pages: number[][]): LanePages => ({
  pages: pages.map((page) =>
    itemPage(
      page.map((id) => agencyItem(id)),
      100,
    ),
  ),
  pageParams: pages.map((_, index) => index),
});

describe('lane pages', () => {
  it('show each item once and ask the next page until the total is loaded', () => {
    const shifted = pagesOf([5, 4, 3], [3, 2, 1]);
    expect(ids(shifted)).toEqual([5, 4, 3, 2, 1]);
    expect(nextLanePage(shifted.pages)).toBe(2);
    const whole = { ...shifted, pages: shifted.pages.map((page) => ({ ...page, total: 5 })) };
    expect(nextLanePage(whole.pages)).toBeUndefined();
  });

  it.each([
    ['puts new items in front of the old head', pagesOf([3, 2], [1]), [5, 4, 3], [5, 4, 3, 2, 1]],
    ['starts over when the fresh page misses the old head', pagesOf([3, 2], [1]), [9, 8], [9, 8]],
    ['starts from the fresh page when nothing was loaded', undefined, [2, 1], [2, 1]],
  ])('%s', (_, old, fresh, expected) => {
    const merged = withFreshHead(old, itemPage(fresh.map((id) => agencyItem(id))));
    expect(ids(merged)).toEqual(expected);
  });

  it('replace an item by its new copy wherever it is', () => {
    const pages = withItem(pagesOf([3, 2], [1]), agencyItem(1, { used: true }));
    expect(laneItemsOf(pages!.pages).find((item) => item.id === 1)?.used).toBe(true);
  });
});

describe('lanesShowingSource', () => {
  const lanes = [
    agencyLane(1, { sourceIds: [10] }),
    agencyLane(2, { categoryIds: [7] }),
    agencyLane(3, { sourceIds: [12] }),
  ];
  const sources = [agencySource(10), agencySource(11, { categoryId: 7 }), agencySource(12)];

  it.each([
    ['a source named by a lane', 10, [1]],
    ['a source through its category', 11, [2]],
    ['a source not yet listed: every lane with categories', 99, [2]],
  ])('%s', (_, sourceId, expected) => {
    expect(lanesShowingSource(lanes, sources, sourceId).map((lane) => lane.id)).toEqual(expected);
  });
});
