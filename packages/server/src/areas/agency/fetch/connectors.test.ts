import { AGENCY_KEYS } from '@newsroom/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchBluesky } from './connectors/bluesky';
import { fetchFacebook } from './connectors/facebook';
import { fetchMastodon } from './connectors/mastodon';
import { fetchTwitter } from './connectors/twitter';
import { jsonRoutes, startServer, type LocalServer } from './localServer.testkit';
import { SourceError } from './sourceError';

const open: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

async function api(routes: Parameters<typeof jsonRoutes>[0]): Promise<LocalServer> {
  const server = await startServer(jsonRoutes(routes));
  open.push(server);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://local').searchParams);
}

const tweets = {
  data: [
    {
      id: '1800000000000000001',
      text: 'URGENTE: STF retoma julgamento do marco temporal nesta quarta\nAcompanhe ao vivo',
      author_id: '44196397',
      created_at: '2025-06-10T13:00:00.000Z',
      attachments: { media_keys: ['3_1800'] },
    },
    {
      id: '1800000000000000002',
      text: 'Sessão suspensa & retomada às 14h <ao vivo>',
      author_id: '44196397',
      created_at: '2025-06-10T12:00:00.000Z',
    },
  ],
  includes: {
    users: [{ id: '44196397', username: 'JornalPlanalto', name: 'Jornal do Planalto' }],
    media: [{ media_key: '3_1800', type: 'photo', url: 'https://pbs.twimg.com/media/stf.jpg' }],
  },
  meta: { result_count: 2 },
};

describe('fetchTwitter', () => {
  it("reads a user's timeline with the bearer token", async () => {
    const server = await api({
      '/2/users/by/username/JornalPlanalto': {
        body: { data: { id: '44196397', name: 'Jornal do Planalto', username: 'JornalPlanalto' } },
      },
      '/2/users/44196397/tweets': { body: tweets },
    });
    const items = await fetchTwitter(
      { kind: 'user', address: '@JornalPlanalto' },
      { baseUrl: `${server.origin}/2/`, token: 'x-token' },
      true,
    );
    expect(items).toEqual([
      {
        guid: '1800000000000000001',
        link: 'https://x.com/JornalPlanalto/status/1800000000000000001',
        title: 'URGENTE: STF retoma julgamento do marco temporal nesta quarta',
        summaryHtml:
          'URGENTE: STF retoma julgamento do marco temporal nesta quarta<br>Acompanhe ao vivo',
        author: 'Jornal do Planalto (@JornalPlanalto)',
        imageUrl: 'https://pbs.twimg.com/media/stf.jpg',
        publishedAt: new Date('2025-06-10T13:00:00Z'),
      },
      expect.objectContaining({
        summaryHtml: 'Sessão suspensa &amp; retomada às 14h &lt;ao vivo&gt;',
        imageUrl: null,
      }),
    ]);
    expect(server.requests.map((request) => new URL(request.url, 'http://l').pathname)).toEqual([
      '/2/users/by/username/JornalPlanalto',
      '/2/users/44196397/tweets',
    ]);
    expect(query(server.requests[1]!.url)).toEqual({
      max_results: '50',
      'tweet.fields': 'created_at,attachments',
      expansions: 'author_id,attachments.media_keys',
      'user.fields': 'username,name',
      'media.fields': 'url,preview_image_url',
    });
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe('Bearer x-token');
    }
  });

  it('reads a list', async () => {
    const server = await api({ '/2/lists/1534/tweets': { body: tweets } });
    const items = await fetchTwitter(
      { kind: 'list', address: '1534' },
      { baseUrl: `${server.origin}/2`, token: 'x-token' },
      true,
    );
    expect(items.map((item) => item.guid)).toEqual(['1800000000000000001', '1800000000000000002']);
    expect(query(server.requests[0]!.url).expansions).toBe('author_id,attachments.media_keys');
  });

  it('names an unknown user or list', async () => {
    const server = await api({
      '/2/users/by/username/ninguem': {
        body: {
          errors: [
            { title: 'Not Found Error', detail: 'Could not find user with username: [ninguem].' },
          ],
        },
      },
    });
    const settings = { baseUrl: `${server.origin}/2`, token: 'x-token' };
    const user = await failure(fetchTwitter({ kind: 'user', address: 'ninguem' }, settings, true));
    expect([user.hint, user.message]).toEqual([
      AGENCY_KEYS.invalidTwitterUser,
      'Could not find user with username: [ninguem].',
    ]);
    const list = await failure(fetchTwitter({ kind: 'list', address: '999' }, settings, true));
    expect([list.hint, list.message]).toEqual([AGENCY_KEYS.invalidTwitterList, 'HTTP 404']);
    const tokenless = await failure(
      fetchTwitter({ kind: 'list', address: '1534' }, { ...settings, token: null }, true),
    );
    expect(tokenless.hint).toBe(AGENCY_KEYS.invalidTwitterList);
  });
});

describe('fetchFacebook', () => {
  it("reads a page's posts with the access token", async () => {
    const server = await api({
      '/v19.0/prefeiturasp/posts': {
        body: {
          data: [
            {
              id: '1234_5678',
              message: 'Rodízio suspenso nesta sexta-feira.\nConfira os detalhes.',
              created_time: '2025-06-10T14:30:00+0000',
              permalink_url: 'https://www.facebook.com/prefeiturasp/posts/5678',
              full_picture: 'https://scontent.xx.fbcdn.net/rodizio.jpg',
            },
            { id: '1234_5679', story: 'Prefeitura de São Paulo atualizou a foto da capa.' },
          ],
        },
      },
      '/v19.0/prefeiturasp': { body: { name: 'Prefeitura de São Paulo', id: '1234' } },
    });
    const items = await fetchFacebook(
      { kind: 'page', address: 'prefeiturasp' },
      { baseUrl: `${server.origin}/v19.0`, token: 'fb-token' },
      true,
    );
    expect(items).toEqual([
      {
        guid: '1234_5678',
        link: 'https://www.facebook.com/prefeiturasp/posts/5678',
        title: 'Rodízio suspenso nesta sexta-feira.',
        summaryHtml: 'Rodízio suspenso nesta sexta-feira.<br>Confira os detalhes.',
        author: 'Prefeitura de São Paulo',
        imageUrl: 'https://scontent.xx.fbcdn.net/rodizio.jpg',
        publishedAt: new Date('2025-06-10T14:30:00Z'),
      },
      {
        guid: '1234_5679',
        link: null,
        title: 'Prefeitura de São Paulo atualizou a foto da capa.',
        summaryHtml: 'Prefeitura de São Paulo atualizou a foto da capa.',
        author: 'Prefeitura de São Paulo',
        imageUrl: null,
        publishedAt: null,
      },
    ]);
    expect(query(server.requests[0]!.url)).toEqual({
      fields: 'id,message,story,created_time,permalink_url,full_picture',
      limit: '50',
      access_token: 'fb-token',
    });
    expect(query(server.requests[1]!.url)).toEqual({ fields: 'name', access_token: 'fb-token' });
  });

  it('falls back to the address for the author', async () => {
    const server = await api({
      '/v19.0/pagina/posts': { body: { data: [{ id: '1', message: 'Oi' }] } },
    });
    const [item] = await fetchFacebook(
      { kind: 'page', address: 'pagina' },
      { baseUrl: `${server.origin}/v19.0`, token: 't' },
      true,
    );
    expect(item!.author).toBe('pagina');
  });

  it('names an unknown page', async () => {
    const server = await api({
      '/v19.0/naoexiste/posts': {
        status: 400,
        body: {
          error: { message: '(#803) Some of the aliases you requested do not exist', code: 803 },
        },
      },
      '/v19.0/semdados/posts': {
        body: { error: { message: 'Unsupported get request.', type: 'GraphMethodException' } },
      },
    });
    const settings = { baseUrl: `${server.origin}/v19.0`, token: 't' };
    for (const [address, message] of [
      ['naoexiste', 'HTTP 400'],
      ['semdados', 'Unsupported get request.'],
    ]) {
      const error = await failure(
        fetchFacebook({ kind: 'page', address: address! }, settings, true),
      );
      expect([error.hint, error.message]).toEqual([AGENCY_KEYS.invalidFacebookPage, message]);
    }
  });
});

const status = {
  id: '112',
  uri: 'https://mastodon.example/users/agenciabr/statuses/112',
  url: 'https://mastodon.example/@agenciabr/112',
  created_at: '2025-06-10T15:00:00.000Z',
  content:
    '<p>Inflação de maio fica em 0,26%, diz IBGE<br>Alta em 12 meses é de 5,32%</p><p>#economia</p>',
  account: { id: '7', acct: 'agenciabr', display_name: 'Agência Brasil' },
  media_attachments: [
    { type: 'video', preview_url: 'https://files.mastodon.example/video.png' },
    { type: 'image', preview_url: 'https://files.mastodon.example/ipca.png' },
  ],
  reblog: null,
};
const boost = {
  id: '113',
  uri: 'https://mastodon.example/users/agenciabr/statuses/113/activity',
  url: null,
  created_at: '2025-06-10T16:00:00.000Z',
  content: '',
  account: { id: '7', acct: 'agenciabr', display_name: 'Agência Brasil' },
  media_attachments: [],
  reblog: {
    id: '900',
    uri: 'https://outra.example/users/inmet/statuses/900',
    url: 'https://outra.example/@inmet/900',
    created_at: '2025-06-10T14:00:00.000Z',
    content: '<p>Alerta de <strong>onda de frio</strong> no Sul</p>',
    account: { id: '8', acct: 'inmet@outra.example', display_name: '' },
    media_attachments: [],
  },
};

describe('fetchMastodon', () => {
  it("reads an account's posts from its instance, boosts as the boosted post", async () => {
    const server = await api({
      '/api/v1/accounts/lookup': { body: { id: '7', username: 'agenciabr', acct: 'agenciabr' } },
      '/api/v1/accounts/7/statuses': { body: [status, boost] },
    });
    const items = await fetchMastodon(
      { kind: 'account', address: `${server.origin}/@agenciabr` },
      { baseUrl: 'https://ignored.example', token: null },
      true,
    );
    expect(items).toEqual([
      {
        guid: 'https://mastodon.example/users/agenciabr/statuses/112',
        link: 'https://mastodon.example/@agenciabr/112',
        title: 'Inflação de maio fica em 0,26%, diz IBGE',
        summaryHtml: status.content,
        author: 'Agência Brasil',
        imageUrl: 'https://files.mastodon.example/ipca.png',
        publishedAt: new Date('2025-06-10T15:00:00Z'),
      },
      {
        guid: 'https://outra.example/users/inmet/statuses/900',
        link: 'https://outra.example/@inmet/900',
        title: 'Alerta de onda de frio no Sul',
        summaryHtml: '<p>Alerta de <strong>onda de frio</strong> no Sul</p>',
        author: 'inmet@outra.example',
        imageUrl: null,
        publishedAt: new Date('2025-06-10T14:00:00Z'),
      },
    ]);
    expect(query(server.requests[0]!.url)).toEqual({ acct: 'agenciabr' });
    expect(query(server.requests[1]!.url)).toEqual({ limit: '40', exclude_replies: 'true' });
  });

  it('names an unknown account or an address that is no profile', async () => {
    const server = await api({});
    const missing = await failure(
      fetchMastodon(
        { kind: 'account', address: `${server.origin}/@ninguem` },
        { baseUrl: '', token: null },
        true,
      ),
    );
    expect([missing.hint, missing.message]).toEqual([
      AGENCY_KEYS.invalidMastodonAccount,
      'HTTP 404',
    ]);
    const notProfile = await failure(
      fetchMastodon({ kind: 'account', address: 'agenciabr' }, { baseUrl: '', token: null }, true),
    );
    expect(notProfile.hint).toBe(AGENCY_KEYS.invalidMastodonAccount);
  });
});

describe('fetchBluesky', () => {
  it("reads a handle's posts", async () => {
    const server = await api({
      '/xrpc/app.bsky.feed.getAuthorFeed': {
        body: {
          feed: [
            {
              post: {
                uri: 'at://did:plc:abc123/app.bsky.feed.post/3kxyzpost1',
                cid: 'bafy',
                author: { did: 'did:plc:abc123', handle: 'g1.bsky.social', displayName: 'g1' },
                record: {
                  $type: 'app.bsky.feed.post',
                  text: 'Incêndio atinge galpão na zona norte do Rio\nBombeiros estão no local',
                  createdAt: '2025-06-10T18:20:00.000Z',
                },
                embed: {
                  $type: 'app.bsky.embed.images#view',
                  images: [
                    { thumb: 'https://cdn.bsky.app/img/feed_thumbnail/incendio.jpg', alt: '' },
                  ],
                },
              },
            },
            {
              post: {
                uri: 'at://did:plc:abc123/app.bsky.feed.post/3kxyzpost2',
                author: { did: 'did:plc:abc123', handle: 'g1.bsky.social' },
                record: { text: 'Sem imagem', createdAt: '2025-06-10T17:00:00.000Z' },
              },
            },
          ],
        },
      },
    });
    const items = await fetchBluesky(
      { kind: 'handle', address: '@g1.bsky.social' },
      { baseUrl: `${server.origin}/xrpc`, token: null },
      true,
    );
    expect(items).toEqual([
      {
        guid: 'at://did:plc:abc123/app.bsky.feed.post/3kxyzpost1',
        link: 'https://bsky.app/profile/g1.bsky.social/post/3kxyzpost1',
        title: 'Incêndio atinge galpão na zona norte do Rio',
        summaryHtml: 'Incêndio atinge galpão na zona norte do Rio<br>Bombeiros estão no local',
        author: 'g1',
        imageUrl: 'https://cdn.bsky.app/img/feed_thumbnail/incendio.jpg',
        publishedAt: new Date('2025-06-10T18:20:00Z'),
      },
      expect.objectContaining({ author: 'g1.bsky.social', imageUrl: null }),
    ]);
    expect(query(server.requests[0]!.url)).toEqual({
      actor: 'g1.bsky.social',
      limit: '50',
      filter: 'posts_no_replies',
    });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('names an unknown handle', async () => {
    const server = await api({
      '/xrpc/app.bsky.feed.getAuthorFeed': {
        status: 400,
        body: { error: 'InvalidRequest', message: 'Profile not found' },
      },
    });
    const error = await failure(
      fetchBluesky(
        { kind: 'handle', address: 'ninguem.bsky.social' },
        { baseUrl: `${server.origin}/xrpc`, token: null },
        true,
      ),
    );
    expect([error.hint, error.message]).toEqual([AGENCY_KEYS.invalidBlueskyHandle, 'HTTP 400']);
  });

  it('names an answer that is no feed', async () => {
    const server = await api({ '/xrpc/app.bsky.feed.getAuthorFeed': { body: { feed: 'nada' } } });
    const error = await failure(
      fetchBluesky(
        { kind: 'handle', address: 'x.bsky.social' },
        { baseUrl: `${server.origin}/xrpc`, token: null },
        true,
      ),
    );
    expect(error.hint).toBe(AGENCY_KEYS.invalidBlueskyHandle);
    expect(error.message).toMatch(/^unexpected answer: feed/);
  });
});
