import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** Readiness: answers once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
