import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A news feed server on loopback for the agency's tests: RSS 2.0 channels whose items the test
 * sets, answered with an ETag (304 to a matching If-None-Match), and a count of the fetches of
 * each path, so a test can tell how often the poller read it.
 */
export interface FeedServer {
  url(path: string): string;
  /** The items of a channel, newest first: `[guid, title, minutes ago]`. */
  setItems(path: string, items: readonly (readonly [string, string, number])[]): void;
  /** Answers a path with this status and body instead of a feed. */
  setRaw(path: string, status: number, body: string): void;
  hits(path: string): number;
  close(): Promise<void>;
}

function rss(path: string, items: readonly (readonly [string, string, number])[], now: number) {
  const entries = items
    .map(
      ([guid, title, minutesAgo]) => `
    <item>
      <guid isPermaLink="false">${guid}</guid>
      <title>${title}</title>
      <link>https://agencia.example/${guid}</link>
      <description>&lt;p&gt;${title}: detalhes da apuração.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>
      <pubDate>${new Date(now - minutesAgo * 60_000).toUTCString()}</pubDate>
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Agência ${path}</title><link>https://agencia.example/</link>
<description>Últimas</description>${entries}
</channel></rss>`;
}

export async function startFeedServer(now: () => Date): Promise<FeedServer> {
  const feeds = new Map<
    string,
    { version: number; items: readonly (readonly [string, string, number])[] }
  >();
  const raw = new Map<string, { status: number; body: string }>();
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = raw.get(path);
    if (answer) {
      response.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body);
      return;
    }
    const feed = feeds.get(path);
    if (!feed) {
      response.writeHead(404).end();
      return;
    }
    const etag = `"${path}-${feed.version}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag })
      .end(rss(path, feed.items, now().getTime()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setItems(path, items) {
      raw.delete(path);
      feeds.set(path, { version: (feeds.get(path)?.version ?? 0) + 1, items });
    },
    setRaw: (path, status, body) => raw.set(path, { status, body }),
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
