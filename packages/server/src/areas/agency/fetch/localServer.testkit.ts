import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local server received. */
export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A real HTTP server on 127.0.0.1 for the fetch tests, recording what it was asked. */
export interface LocalServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a server answering with `handler` on a free loopback port. */
export async function startServer(handler: RequestListener): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Streaming answers never end on their own.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler answering JSON by path (with its query); unknown paths get a 404. */
export function jsonRoutes(
  routes: Record<string, { status?: number; body: unknown }>,
): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const route = routes[path];
    res.writeHead(route?.status ?? (route ? 200 : 404), { 'content-type': 'application/json' });
    res.end(JSON.stringify(route?.body ?? { error: 'NotFound' }));
  };
}
