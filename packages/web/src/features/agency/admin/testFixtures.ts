import type { AgencyCategory, AgencySource, ConnectorConfig } from '@newsroom/domain';

/** A source as the server answers it: G1's RSS feed, read fine at 09:30 UTC on 2 March 2026. */
export function sourceFixture(overrides: Partial<AgencySource> = {}): AgencySource {
  return {
    id: 1,
    network: 'rss',
    kind: 'feed',
    name: 'G1',
    address: 'https://g1.globo.com/rss/g1/',
    categoryId: 7,
    intervalMinutes: 5,
    enabled: true,
    state: 'ok',
    hint: null,
    lastError: null,
    failures: 0,
    lastPolledAt: '2026-03-02T09:30:00.000Z',
    nextPollAt: '2026-03-02T09:35:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** An X list that no longer exists: invalid with its hint and the API's words. */
export function invalidSourceFixture(overrides: Partial<AgencySource> = {}): AgencySource {
  return sourceFixture({
    id: 2,
    network: 'twitter',
    kind: 'list',
    name: 'Lista política',
    address: '1234567890',
    categoryId: null,
    state: 'invalid',
    hint: 'agency:invalidTwitterList',
    lastError: 'HTTP 404 Not Found',
    failures: 3,
    lastPolledAt: null,
    ...overrides,
  });
}

/** A category of a network. */
export function categoryFixture(overrides: Partial<AgencyCategory> = {}): AgencyCategory {
  return { id: 7, network: 'rss', name: 'Nacional', version: 1, ...overrides };
}

/** The connectors as first read: X with a token, Facebook and Bluesky without, defaults kept. */
export function connectorsFixture(): ConnectorConfig[] {
  return [
    { network: 'twitter', baseUrl: 'https://api.x.com/2', hasToken: true, version: 3 },
    {
      network: 'facebook',
      baseUrl: 'https://graph.facebook.com/v19.0',
      hasToken: false,
      version: 0,
    },
    {
      network: 'bluesky',
      baseUrl: 'https://public.api.bsky.app/xrpc',
      hasToken: false,
      version: 0,
    },
  ];
}
