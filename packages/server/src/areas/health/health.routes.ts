import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Readiness (`/health`): answers once the database answers; 503 while the server shuts down
 * (Fastify's answer to requests during close), so a load balancer sends no more traffic here.
 * Liveness (`/health/live`): the process answers, whatever the database — restart it only
 * when this fails.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health',
    {
      config: { isPublic: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => {
      await app.platform.database.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: app.platform.database.kind };
    },
  );
};
