import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import {
  categoryFixture,
  connectorsFixture,
  invalidSourceFixture,
  sourceFixture,
} from '../testFixtures';
import {
  fetchCategories,
  fetchConnectors,
  fetchSources,
  pollSource,
  saveConnector,
} from './agencyAdminApi';

describe('agency admin API', () => {
  const fetchMock = stubFetchEachTest();

  it('reads sources with their state, hint and last poll', async () => {
    fetchMock.mockResolvedValue(json([sourceFixture(), invalidSourceFixture()]));
    const sources = await fetchSources();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/agency/sources');
    expect(sources[1]).toMatchObject({
      kind: 'list',
      state: 'invalid',
      hint: 'agency:invalidTwitterList',
      lastError: 'HTTP 404 Not Found',
      lastPolledAt: null,
    });
  });

  it('refuses a source of an unknown state or kind', async () => {
    fetchMock.mockResolvedValueOnce(json([{ ...sourceFixture(), state: 'broken' }]));
    await expect(fetchSources()).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(json([{ ...sourceFixture(), kind: 'channel' }]));
    await expect(fetchSources()).rejects.toThrow();
  });

  it('polls a source by POST and reads the source answered', async () => {
    fetchMock.mockResolvedValue(json(invalidSourceFixture()));
    const polled = await pollSource(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/agency/sources/2/poll', 'POST']);
    expect(polled.state).toBe('invalid');
  });

  it('reads categories and connectors, and refuses a connector that shows its token', async () => {
    fetchMock.mockResolvedValueOnce(json([categoryFixture()]));
    expect(await fetchCategories()).toEqual([categoryFixture()]);
    fetchMock.mockResolvedValueOnce(json(connectorsFixture()));
    expect((await fetchConnectors()).map((c) => c.hasToken)).toEqual([true, false, false]);
    fetchMock.mockResolvedValueOnce(
      json([{ network: 'twitter', baseUrl: 'https://api.x.com/2', token: 'secret', version: 1 }]),
    );
    await expect(fetchConnectors()).rejects.toThrow();
  });

  it('saves a connector at its network with the body given', async () => {
    fetchMock.mockResolvedValue(json(connectorsFixture()[1]));
    await saveConnector('facebook', { baseUrl: 'https://graph.facebook.com/v19.0', version: 0 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/agency/connectors/facebook', 'PUT']);
    expect(JSON.parse(String(init?.body))).toEqual({
      baseUrl: 'https://graph.facebook.com/v19.0',
      version: 0,
    });
  });
});
