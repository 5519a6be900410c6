import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { mediaSchema, type MamMediaItem, type Media } from '@newsroom/domain';
import { archiveClip } from '@newsroom/domain/src/testing';

/**
 * A small asset manager for tests (and a model of the WS contract in docs/API.md): a real HTTP
 * server on a free loopback port serving Portuguese media and a PNG thumbnail. Paths under its
 * base URL: `/mam` answers by the contract, `/slow` never answers, `/broken` answers nonsense,
 * `/busy` refuses syncs (409) and has no `/fields`. Created and changed objects are kept per run.
 */

/** A 1×1 PNG. */
export const PNG_THUMBNAIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The media the fixture asset manager holds. */
export const MAM_FIXTURE_MEDIA: MamMediaItem[] = [
  archiveClip({ durationMs: 95_000, timeBase: 29.97 }),
  {
    objectId: 'ACV-0002',
    slug: 'SONORA PREFEITO',
    durationMs: 32_000,
    abstractText: 'Prefeito fala sobre as obras de drenagem',
    type: 'VIDEO',
  },
  {
    objectId: 'ACV-0003',
    slug: 'FOTO ENCHENTE PONTE',
    type: 'IMAGE',
    abstractText: 'Ponte coberta pela água',
  },
  { objectId: 'ACV-0004', slug: 'SOBE SOM ENCHENTE', durationMs: 12_000, type: 'AUDIO' },
  { objectId: 'ACV-0005', slug: 'ARTE ENCHENTE MAPA', type: 'GRAPHIC' },
];

/** Media as the API answers it with only the given fields set, the others empty. */
export function answeredMedia(fields: Partial<Media>): Media {
  return mediaSchema.parse(fields);
}

/** One search the fixture received. */
export interface ReceivedSearch {
  q: string | null;
  page: string | null;
  size: string | null;
  /** Field-specific words (any other query parameter), absent when none. */
  params?: Record<string, string>;
}

/** The running fixture. */
export interface MamFixture {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** Searches received on `/mam/search`, in order. */
  searches: ReceivedSearch[];
  /** Sync requests received on `/mam/sync`. */
  syncs: number;
  /** Bodies received by `POST /mam/objects` and `PUT /mam/objects/<id>`, in order. */
  writes: unknown[];
  close(): Promise<void>;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The fields the fixture searches by. */
export const MAM_FIXTURE_FIELDS = [
  { name: 'slug', label: 'Retranca' },
  { name: 'reporter', label: 'Repórter' },
  { name: 'channel' },
];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** Starts the fixture asset manager on 127.0.0.1 with a free port. */
export async function startMamFixture(): Promise<MamFixture> {
  const searches: ReceivedSearch[] = [];
  const sockets = new Set<Socket>();
  const media = new Map(MAM_FIXTURE_MEDIA.map((item) => [item.objectId, item]));
  const fixture = { syncs: 0, writes: [] as unknown[] };
  const handleObjects = async (request: IncomingMessage, response: ServerResponse, id?: string) => {
    if (request.method === 'GET' && id) {
      const item = media.get(id);
      return item ? sendJson(response, 200, item) : sendJson(response, 404, { error: 'not found' });
    }
    const body = (await readBody(request)) as Partial<MamMediaItem>;
    fixture.writes.push(body);
    if (request.method === 'POST' && !id) {
      const item = { ...body, objectId: `ACV-${String(media.size + 1).padStart(4, '0')}` };
      media.set(item.objectId, item);
      return sendJson(response, 201, item);
    }
    if (request.method === 'PUT' && id && media.has(id)) {
      const item = { ...media.get(id)!, ...body, objectId: id };
      media.set(id, item);
      return sendJson(response, 200, item);
    }
    sendJson(response, 404, { error: 'not found' });
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (url.pathname.startsWith('/slow/')) return; // never answers
    if (url.pathname === '/broken/search') return sendJson(response, 200, { media: [] });
    if (url.pathname === '/broken/objects/ACV-0001') return sendJson(response, 200, { id: 1 });
    if (url.pathname === '/busy/sync') return sendJson(response, 409, { error: 'syncing' });
    if (url.pathname === '/mam/fields')
      return sendJson(response, 200, { fields: MAM_FIXTURE_FIELDS });
    if (url.pathname === '/mam/sync' && request.method === 'POST') {
      fixture.syncs += 1;
      return sendJson(response, 202, { started: true });
    }
    const object = /^\/mam\/objects(?:\/(.+))?$/.exec(url.pathname);
    if (object) {
      const id = object[1] === undefined ? undefined : decodeURIComponent(object[1]);
      void handleObjects(request, response, id).catch(() => sendJson(response, 400, {}));
      return;
    }
    if (url.pathname === '/mam/search') {
      const q = url.searchParams.get('q');
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 25);
      const params = Object.fromEntries(
        [...url.searchParams].filter(([name]) => !['q', 'page', 'size'].includes(name)),
      );
      searches.push({
        q,
        page: url.searchParams.get('page'),
        size: url.searchParams.get('size'),
        ...(Object.keys(params).length > 0 ? { params } : {}),
      });
      const words = fold(q ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const found = MAM_FIXTURE_MEDIA.filter((item) =>
        words.every((word) => fold(`${item.slug} ${item.abstractText ?? ''}`).includes(word)),
      );
      return sendJson(response, 200, {
        items: found.slice(page * size, page * size + size),
        total: found.length,
      });
    }
    const thumbnail = /^\/mam\/thumbnails\/(.+)$/.exec(url.pathname);
    if (thumbnail) {
      const objectId = decodeURIComponent(thumbnail[1]!);
      if (objectId === 'ACV-0005') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        return response.end(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        );
      }
      if (!MAM_FIXTURE_MEDIA.some((item) => item.objectId === objectId))
        return sendJson(response, 404, { error: 'not found' });
      response.writeHead(200, {
        'content-type': 'image/png',
        'content-length': PNG_THUMBNAIL.length,
      });
      return response.end(PNG_THUMBNAIL);
    }
    sendJson(response, 404, { error: 'no such path' });
  };
  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    searches,
    get syncs() {
      return fixture.syncs;
    },
    writes: fixture.writes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on (listened once, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
