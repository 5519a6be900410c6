import type { FastifyInstance } from 'fastify';

/**
 * Times every answered request into the metrics, by route pattern (`/api/rundowns/:id`, never
 * the id itself, so the label count stays small); a request no route matched counts as
 * `unmatched`.
 */
export function registerRequestTiming(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    app.platform.metrics.observeRequest(
      request.method,
      route,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
