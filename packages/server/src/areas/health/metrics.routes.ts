import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * GET /metrics: this instance's figures in the Prometheus text format, those of all its worker
 * processes added up; `?scope=process` answers only the process that took the connection's.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        summary: 'Figures of this instance (Prometheus text format)',
        querystring: z.object({ scope: z.enum(['group', 'process']).default('group') }),
      },
    },
    async (request, reply) => {
      const { metrics, config } = app.platform;
      if (!mayScrape(request, config.metricsToken)) throw forbidden();
      let text: string;
      try {
        text = await metrics.text(request.query.scope);
      } catch (err) {
        // The primary did not answer with the workers' figures: the scrape fails, not hangs.
        request.log.warn({ err }, 'metrics of the worker group unavailable');
        return reply.code(503).header('cache-control', 'no-store').send();
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};
