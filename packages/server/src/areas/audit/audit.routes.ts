import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@newsroom/domain';
import { filterAudit } from '../../platform/audit/audit';
import { auditPolicy } from './audit.policy';
import { auditPageSchema, presentAuditEntry } from './audit.presenter';
import { auditRepository } from './audit.repository';
import { routesOf } from '../../platform/http/routes';

/** The audit log of administrative changes: who changed what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.database.db;

  const route = routesOf(app, ['audit']);

  route.get(
    '/audit/logs/filter',
    'Audit entries, newest first, filtered by text (actor, label, action, type) and entity type',
    {
      allow: auditPolicy.canRead,
      querystring: pageQuerySchema.extend({
        filter: z.string().trim().max(120).default(''),
        entityType: z.string().trim().max(40).optional(),
      }),
      response: { 200: auditPageSchema },
    },
    async (actor, { query }) => {
      const { filter, entityType, page, size } = query;
      const { rows, total } = await filterAudit(db, {
        filter,
        entityType: entityType || undefined,
        page,
        size,
      });
      return { data: rows.map(presentAuditEntry), page, size, total };
    },
  );

  route.get(
    '/audit/entity_types',
    'Entity types that have audit entries',
    { allow: auditPolicy.canRead, response: { 200: z.array(z.string()) } },
    () => auditRepository.entityTypes(db),
  );
};
