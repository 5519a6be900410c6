import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasRoles } from '@newsroom/domain';
import { forbidden } from '../../platform/http/refusals';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether two strings are equal, in a time that does not tell how much of them matched. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the figures: a scraper with METRICS_TOKEN as bearer token; without a token set,
 * a scraper on this machine (a direct loopback connection, not one forwarded by a proxy); and a
 * signed-in administrator, from a browser.
 */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  if (request.actor && hasRoles(request.actor.roles, ['ROLE_ADMIN_READ'])) return true;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token) return bearer !== undefined && sameSecret(bearer, token);
  const direct = request.headers['x-forwarded-for'] === undefined;
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /metrics: this instance's figures in the Prometheus text format. */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      config: { isPublic: true },
      schema: { tags: ['health'], summary: 'Figures of this instance (Prometheus text format)' },
    },
    async (request, reply) => {
      const { metrics, config } = app.platform;
      if (!mayScrape(request, config.metricsToken)) throw forbidden();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    },
  );
};
