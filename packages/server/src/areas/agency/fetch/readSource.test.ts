import { readFileSync } from 'node:fs';
import { AGENCY_KEYS } from '@newsroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorSettings } from './connectors/connectorSettings';
import { startServer, type LocalServer } from './localServer.testkit';
import { readSource } from './readSource';

const rss = readFileSync(new URL('./fixtures/rss2.xml', import.meta.url));

const answers: Record<string, unknown> = {
  '/x/lists/77/tweets': {
    data: [{ id: '9', text: 'Post no X', author_id: '1' }],
    includes: { users: [{ id: '1', username: 'redacao', name: 'Redação' }] },
  },
  '/fb/pagina/posts': { data: [{ id: '8', message: 'Post no Facebook' }] },
  '/fb/pagina': { name: 'Página' },
  '/bsky/app.bsky.feed.getAuthorFeed': {
    feed: [
      {
        post: {
          uri: 'at://did:plc:z/app.bsky.feed.post/7',
          author: { handle: 'redacao.bsky.social' },
          record: { text: 'Post no Bluesky' },
        },
      },
    ],
  },
  '/api/v1/accounts/lookup': { id: '5' },
  '/api/v1/accounts/5/statuses': [
    {
      uri: 'https://m.example/s/6',
      content: '<p>Post no Mastodon</p>',
      account: { acct: 'redacao' },
      media_attachments: [],
    },
  ],
};

let server: LocalServer;
let connectors: Record<'twitter' | 'facebook' | 'bluesky', ConnectorSettings>;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/feed.xml') {
      if (req.headers['if-none-match'] === '"v2"') return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v2"' });
      return void res.end(rss);
    }
    const body = answers[path];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  connectors = {
    twitter: { baseUrl: `${server.origin}/x`, token: 'tw' },
    facebook: { baseUrl: `${server.origin}/fb`, token: 'fb' },
    bluesky: { baseUrl: `${server.origin}/bsky`, token: null },
  };
});
afterAll(() => server.close());

function source(
  network: 'rss' | 'twitter' | 'facebook' | 'mastodon' | 'bluesky',
  kind: string,
  address: string,
) {
  return { network, kind, address, etag: null, lastModified: null };
}

describe('readSource', () => {
  it('reads a feed with its validators, then passes a 304 through', async () => {
    const settings = { allowPrivate: true, connectors };
    const first = await readSource(source('rss', 'feed', `${server.origin}/feed.xml`), settings);
    expect(first).toMatchObject({ status: 'ok', etag: '"v2"', lastModified: null });
    expect(first.status === 'ok' && first.items).toHaveLength(3);
    const again = await readSource(
      { ...source('rss', 'feed', `${server.origin}/feed.xml`), etag: '"v2"' },
      settings,
    );
    expect(again).toEqual({ status: 'not_modified' });
    const feedRequest = server.requests.find((request) => request.url === '/feed.xml')!;
    expect(feedRequest.headers.accept).toBe(
      'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5',
    );
  });

  it.each([
    ['twitter', 'list', '77', 'Post no X'],
    ['facebook', 'page', 'pagina', 'Post no Facebook'],
    ['bluesky', 'handle', 'redacao.bsky.social', 'Post no Bluesky'],
    ['mastodon', 'account', '/@redacao', 'Post no Mastodon'],
  ] as const)('reads %s through its connector', async (network, kind, address, title) => {
    const full = network === 'mastodon' ? `${server.origin}${address}` : address;
    const reading = await readSource(source(network, kind, full), {
      allowPrivate: true,
      connectors,
    });
    expect(reading).toMatchObject({ status: 'ok', etag: null, lastModified: null });
    expect(reading.status === 'ok' && reading.items.map((item) => item.title)).toEqual([title]);
  });

  it('refuses a private address unless the settings allow it', async () => {
    await expect(
      readSource(source('rss', 'feed', `${server.origin}/feed.xml`), {
        allowPrivate: false,
        connectors,
      }),
    ).rejects.toMatchObject({ hint: AGENCY_KEYS.addressRefused });
  });
});
