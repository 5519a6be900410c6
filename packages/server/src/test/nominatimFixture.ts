import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fixture received. */
export interface FixtureRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** A Nominatim-shaped service on loopback for the maps tests. */
export interface NominatimFixture {
  /** Base address, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Every request so far, oldest first. */
  requests: FixtureRequest[];
  close(): Promise<void>;
}

/** Places the fixture knows: a query matches when a place's name holds it (case aside). */
const PLACES = [
  {
    display_name: 'Avenida Paulista, Bela Vista, São Paulo, Brasil',
    lat: '-23.5614',
    lon: '-46.6559',
  },
  { display_name: 'Avenida Paulista, Centro, Paulínia, Brasil', lat: '-22.7611', lon: '-47.1543' },
  { display_name: 'Praça da Sé, Sé, São Paulo, Brasil', lat: '-23.5503', lon: '-46.6339' },
];

/**
 * Starts a server that answers `/search` (JSON v2 arrays, filtered by `q` and cut at `limit`),
 * `/reverse` (the nearest known place, `{ error }` far from all) and `/trace` (a CDN-style
 * `loc=` answer), recording each request.
 */
export async function startNominatimFixture(): Promise<NominatimFixture> {
  const requests: FixtureRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, headers: request.headers });
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/search') {
      const q = (query.q ?? '').toLowerCase();
      const limit = Number(query.limit ?? 10);
      return json(PLACES.filter((p) => p.display_name.toLowerCase().includes(q)).slice(0, limit));
    }
    if (url.pathname === '/reverse') {
      const lat = Number(query.lat);
      const lon = Number(query.lon);
      const near = PLACES.find(
        (p) => Math.abs(Number(p.lat) - lat) < 0.01 && Math.abs(Number(p.lon) - lon) < 0.01,
      );
      return json(near ?? { error: 'Unable to geocode' });
    }
    if (url.pathname === '/trace') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end('fl=1\nip=203.0.113.9\nloc=PT\n');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
