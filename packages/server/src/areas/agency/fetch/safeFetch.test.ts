import { gzipSync } from 'node:zlib';
import { AGENCY_KEYS } from '@newsroom/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type LocalServer } from './localServer.testkit';
import { safeFetch, type SafeFetchOptions } from './safeFetch';
import { SourceError } from './sourceError';

const open: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

async function serve(handler: Parameters<typeof startServer>[0]): Promise<LocalServer> {
  const server = await startServer(handler);
  open.push(server);
  return server;
}

const options: SafeFetchOptions = { allowPrivate: true, hint: AGENCY_KEYS.invalidFeed };

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe('safeFetch', () => {
  it('answers the body, its type and validators', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        etag: '"v1"',
        'last-modified': 'Tue, 10 Jun 2025 14:30:00 GMT',
      });
      res.end('<rss/>');
    });
    const answer = await safeFetch(`${server.origin}/feed`, options);
    expect(answer).toEqual({
      status: 'ok',
      body: Buffer.from('<rss/>'),
      contentType: 'application/rss+xml; charset=utf-8',
      etag: '"v1"',
      lastModified: 'Tue, 10 Jun 2025 14:30:00 GMT',
    });
    expect(server.requests[0]!.headers['user-agent']).toBe('NewsroomNRCS/1.0 (+agency)');
    expect(server.requests[0]!.headers.accept).toContain('application/rss+xml');
  });

  it('sends the validators and answers not_modified on 304', async () => {
    const server = await serve((req, res) => {
      res.writeHead(req.headers['if-none-match'] === '"v1"' ? 304 : 200);
      res.end();
    });
    const answer = await safeFetch(`${server.origin}/feed`, {
      ...options,
      etag: '"v1"',
      lastModified: 'Tue, 10 Jun 2025 14:30:00 GMT',
    });
    expect(answer).toEqual({ status: 'not_modified' });
    expect(server.requests[0]!.headers['if-none-match']).toBe('"v1"');
    expect(server.requests[0]!.headers['if-modified-since']).toBe('Tue, 10 Jun 2025 14:30:00 GMT');
  });

  it('follows a redirect', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: '/new' }).end();
      else res.writeHead(200).end('moved here');
    });
    const answer = await safeFetch(`${server.origin}/old`, options);
    expect(answer.status === 'ok' && answer.body.toString()).toBe('moved here');
    expect(server.requests.map((request) => request.url)).toEqual(['/old', '/new']);
  });

  it('refuses more than three redirects', async () => {
    const server = await serve((req, res) => {
      const n = Number(req.url!.slice(1));
      res.writeHead(302, { location: `/${n + 1}` }).end();
    });
    const error = await failure(safeFetch(`${server.origin}/0`, options));
    expect(error.hint).toBe(AGENCY_KEYS.invalidFeed);
    expect(error.message).toBe('more than 3 redirects');
    expect(server.requests).toHaveLength(4);
  });

  it('gives up when the body never ends', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.write('<rss>');
    });
    const error = await failure(safeFetch(`${server.origin}/slow`, { ...options, timeoutMs: 300 }));
    expect(error.message).toBe('timed out after 0.3 s');
  });

  it('refuses a streamed body larger than the cap', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('error', () => undefined);
      pump();
    });
    const error = await failure(
      safeFetch(`${server.origin}/huge`, { ...options, maxBytes: 10_000 }),
    );
    expect(error.message).toBe('larger than 10000 bytes');
  });

  it('refuses a body whose Content-Length is over the cap before reading it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': String(6 * 1024 * 1024) });
      res.on('error', () => undefined);
      res.write('<rss>');
    });
    const error = await failure(safeFetch(`${server.origin}/big`, options));
    expect(error.message).toBe('larger than 5 MB');
  });

  it('turns an HTTP error into the hint', async () => {
    const server = await serve((_req, res) => res.writeHead(404).end('gone'));
    const error = await failure(
      safeFetch(`${server.origin}/x`, { ...options, hint: AGENCY_KEYS.invalidBlueskyHandle }),
    );
    expect([error.hint, error.message]).toEqual([AGENCY_KEYS.invalidBlueskyHandle, 'HTTP 404']);
  });

  it('refuses loopback addresses unless private ones are allowed', async () => {
    const server = await serve((_req, res) => res.writeHead(200).end('local'));
    const refused = await failure(
      safeFetch(`${server.origin}/`, { ...options, allowPrivate: false }),
    );
    expect(refused.hint).toBe(AGENCY_KEYS.addressRefused);
    const byName = server.origin.replace('127.0.0.1', 'localhost');
    const named = await failure(safeFetch(byName, { ...options, allowPrivate: false }));
    expect(named.hint).toBe(AGENCY_KEYS.addressRefused);
    expect(server.requests).toHaveLength(0);
    const allowed = await safeFetch(byName, options);
    expect(allowed.status).toBe('ok');
  });

  it('refuses a URL that is not HTTP', async () => {
    const error = await failure(safeFetch('ftp://example.com/feed.xml', options));
    expect([error.hint, error.message]).toEqual([AGENCY_KEYS.invalidFeed, 'not an HTTP URL: ftp:']);
  });

  it('decodes a gzip answer', async () => {
    const server = await serve((req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(gzipSync('Notícias comprimidas'));
    });
    const answer = await safeFetch(`${server.origin}/gz`, options);
    expect(answer.status === 'ok' && answer.body.toString()).toBe('Notícias comprimidas');
    expect(server.requests[0]!.headers['accept-encoding']).toContain('gzip');
  });

  it('sends extra headers only to the first origin', async () => {
    const other = await serve((_req, res) => res.writeHead(200).end('there'));
    const server = await serve((_req, res) =>
      res.writeHead(302, { location: `${other.origin}/` }).end(),
    );
    await safeFetch(`${server.origin}/`, {
      ...options,
      headers: { Authorization: 'Bearer s3cret' },
    });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer s3cret');
    expect(other.requests[0]!.headers.authorization).toBeUndefined();
  });
});
