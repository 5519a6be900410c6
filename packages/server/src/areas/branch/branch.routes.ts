import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchConfigSchema, branchConfigUpdateSchema, hasRoles, LOCALES } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import { branchRepository } from './branch.repository';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';
import { loadBranchConfig, readOnlyBranchPart } from './branch.service';

/** Branch configuration (locale, branch name, version, time zone) loaded by the web at start. */
export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const db = platform.database.db;

  app.get(
    '/branch/config',
    {
      config: { isPublic: true },
      schema: {
        tags: ['branch'],
        summary: 'Branch configuration',
        response: { 200: branchConfigSchema },
      },
    },
    async () => loadBranchConfig(platform),
  );

  const route = routesOf(app, ['branch']);

  route.put(
    '/branch/config',
    'Change the branch configuration',
    { body: branchConfigUpdateSchema, response: { 200: branchConfigSchema } },
    async (actor, { body }) => {
      if (!hasRoles(actor.roles, ['ROLE_ADMIN_WRITE'])) throw forbidden();
      const config = { ...body, ...(await readOnlyBranchPart(platform)) };
      await db.transaction(async (tx) => {
        await branchRepository.save(tx, body);
        await emit(tx, actor.sessionId, {
          topic: 'branch',
          action: 'UPDATE',
          entity: 'branch_config',
          id: 1,
          data: config,
        });
      });
      return config;
    },
  );

  app.get(
    '/branch/locales',
    {
      config: { isPublic: true },
      schema: {
        tags: ['branch'],
        summary: 'Interface languages',
        response: { 200: z.array(z.enum(LOCALES)) },
      },
    },
    async () => [...LOCALES],
  );
};
