import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { deleteNews, fetchNewsPage } from '../../newsSuggestions/api/newsSuggestionsApi';
import { agencyItem, agencyLane, itemPage } from '../testFixtures';
import { fetchLaneItems, fetchLanes } from './agencyApi';
import { createProposalFromItem } from './itemActionsApi';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (call = 0) => new URL(String(fetchMock.mock.calls[call]![0]), 'http://localhost');

describe('agency API answers', () => {
  stubFetchEachTest(fetchMock);

  it('parses a lane page and asks it by term, page and size', async () => {
    fetchMock.mockResolvedValue(json(itemPage([agencyItem(1, { flash: true })], 40, 1)));
    const page = await fetchLaneItems(3, 'chuva forte', 1);
    expect(page.data[0]).toMatchObject({ id: 1, flash: true });
    expect(urlOf().pathname).toBe('/api/agency/lanes/3/items');
    expect(Object.fromEntries(urlOf().searchParams)).toEqual({
      term: 'chuva forte',
      page: '1',
      size: '25',
    });
  });

  it('refuses an answer that is not the contract', async () => {
    const { flashOnly: _dropped, ...laneWithoutFlag } = agencyLane(1);
    fetchMock.mockResolvedValue(json([laneWithoutFlag]));
    await expect(fetchLanes()).rejects.toThrow();
    fetchMock.mockResolvedValue(
      json({ ...itemPage([]), data: [{ ...agencyItem(1), used: 'yes' }] }),
    );
    await expect(fetchLaneItems(1, '', 0)).rejects.toThrow();
  });

  it.each([
    ['rss', 'rss'],
    ['facebook', 'facebook'],
    ['mastodon', 'twitter'],
    ['bluesky', 'twitter'],
  ] as const)('posts a proposal from a %s item to the %s path', async (network, path) => {
    fetchMock.mockResolvedValue(json({ code: 'x', message: 'x' }, 422));
    await expect(createProposalFromItem({ id: 8, network })).rejects.toThrow();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(urlOf().pathname).toBe(`/api/assignment_proposals/${path}/8`);
  });
});

describe('news suggestion API answers', () => {
  stubFetchEachTest(fetchMock);

  it('asks the unused filter as used=false and parses the page', async () => {
    fetchMock.mockResolvedValue(json({ data: [], page: 0, size: 25, total: 0 }));
    await expect(fetchNewsPage({ filter: 'unused', page: 0 })).resolves.toMatchObject({ total: 0 });
    expect(urlOf().searchParams.get('used')).toBe('false');
  });

  it('deletes by a comma list and reads the ids deleted', async () => {
    fetchMock.mockResolvedValue(json({ deletedIds: [2] }));
    await expect(deleteNews([1, 2])).resolves.toEqual({ deletedIds: [2] });
    expect(urlOf().searchParams.get('ids')).toBe('1,2');
    fetchMock.mockResolvedValue(json({ deleted: 2 }));
    await expect(deleteNews([2])).rejects.toThrow();
  });
});
