import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@newsroom/domain';
import { filterAudit } from '../../platform/audit/audit';
import { actorOf } from '../../platform/http/guard';
import { auditPolicy } from './audit.policy';
import { auditPageSchema, presentAuditEntry } from './audit.presenter';
import { auditRepository } from './audit.repository';
import { forbidden } from '../../platform/http/refusals';

function requireReader(request: FastifyRequest): void {
  if (!auditPolicy.canRead(actorOf(request))) throw forbidden();
}

/** The audit log of administrative changes: who changed what, when and from where. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.database.db;

  app.get(
    '/audit/logs/filter',
    {
      schema: {
        tags: ['audit'],
        summary:
          'Audit entries, newest first, filtered by text (actor, label, action, type) and entity type',
        querystring: pageQuerySchema.extend({
          filter: z.string().trim().max(120).default(''),
          entityType: z.string().trim().max(40).optional(),
        }),
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      requireReader(request);
      const { filter, entityType, page, size } = request.query;
      const { rows, total } = await filterAudit(db, {
        filter,
        entityType: entityType || undefined,
        page,
        size,
      });
      return { data: rows.map(presentAuditEntry), page, size, total };
    },
  );

  app.get(
    '/audit/entity_types',
    {
      schema: {
        tags: ['audit'],
        summary: 'Entity types that have audit entries',
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      requireReader(request);
      return auditRepository.entityTypes(db);
    },
  );
};
