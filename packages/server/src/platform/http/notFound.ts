import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Unknown API routes answer 404 JSON, a known path with another method 405 with Allow;
 * a missing file (a path whose last segment has an extension) 404; any other GET serves the
 * web app's index.html so client-side routes load.
 */
export function registerNotFound(app: FastifyInstance, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      const allowed = METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
      if (allowed.length > 0) {
        return reply.status(405).header('allow', allowed.join(', ')).send({
          code: 'method_not_allowed',
          message: 'error:methodNotAllowed',
          details: { allowed },
        });
      }
      return reply
        .status(404)
        .send({ code: 'route_not_found', message: 'error:routeNotFound', details: null });
    }
    const isFile = /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
    if (
      !isFile &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      fs.existsSync(indexFile)
    ) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
