import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchConfigSchema, branchConfigUpdateSchema, hasRoles, LOCALES } from '@newsroom/domain';
import { emit } from '../../platform/realtime/outbox';
import { branchRepository } from './branch.repository';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';
import { loadSection } from '../settings/settings.service';

/** Branch configuration (locale, branch name, version, time zone) loaded by the web at start. */
export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const db = platform.database.db;
  /** What the branch answers but no one changes here. */
  const readOnlyPart = async () => ({
    version: platform.version,
    timeZone: platform.config.newsroomTimeZone,
    rundownLockMinutes: (await loadSection(db, 'locks')).lockIntervalMinutes,
  });

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
    async () => ({ ...(await branchRepository.get(db)), ...(await readOnlyPart()) }),
  );

  const route = routesOf(app, ['branch']);

  route.put(
    '/branch/config',
    'Change the branch configuration',
    { body: branchConfigUpdateSchema, response: { 200: branchConfigSchema } },
    async (actor, { body }) => {
      if (!hasRoles(actor.roles, ['ROLE_ADMIN_WRITE'])) throw forbidden();
      const config = { ...body, ...(await readOnlyPart()) };
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
