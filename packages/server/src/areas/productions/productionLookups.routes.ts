import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import { productionLookupInputSchema } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { productionLookupSchema } from './productionLookups.presenter';
import {
  createProductionLookup,
  getProductionLookup,
  listProductionLookups,
  productionLookupUsage,
  removeProductionLookup,
  updateProductionLookup,
  type ProductionLookupDefinition,
} from './productionLookups.service';
import { productionsPolicy } from './productions.policy';
import { allow } from '../../platform/http/refusals';

const listQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
const updateSchema = productionLookupInputSchema.extend({ version: z.number().int().min(1) });

function reader(request: Parameters<typeof actorOf>[0]): Actor {
  const actor = actorOf(request);
  allow(productionsPolicy.canRead(actor));
  return actor;
}
function manager(request: Parameters<typeof actorOf>[0]): Actor {
  const actor = actorOf(request);
  allow(productionsPolicy.canManageLookups(actor));
  return actor;
}

/**
 * The routes of one production lookup (spec 3 §7 "Resources and types: list, load, usage_count,
 * CRUD"): GET /<path>?all, GET /<path>/{id}, GET /<path>/{id}/usage_count, POST /<path>,
 * PUT /<path>/{id} (with version), DELETE /<path>/{id} (soft; 422 while a production uses it).
 */
export function productionLookupRoutes(
  definition: ProductionLookupDefinition,
): FastifyPluginAsyncZod {
  const { path, entity } = definition;
  const tags = ['productions'];
  return async (app) => {
    const platform = app.platform;

    app.get(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Every ${entity} by name (all=true: removed ones too)`,
          querystring: listQuerySchema,
          response: { 200: z.array(productionLookupSchema) },
        },
      },
      async (request) => {
        reader(request);
        return listProductionLookups(platform, definition, request.query.all);
      },
    );

    app.get(
      `/${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${entity} (also a removed one)`,
          params: idParamsSchema,
          response: { 200: productionLookupSchema },
        },
      },
      async (request) => {
        reader(request);
        return getProductionLookup(platform, definition, request.params.id);
      },
    );

    app.get(
      `/${path}/:id/usage_count`,
      {
        schema: {
          tags,
          summary: `How many checklists use this ${entity}`,
          params: idParamsSchema,
          response: { 200: z.number().int() },
        },
      },
      async (request) => {
        reader(request);
        return productionLookupUsage(platform, definition, request.params.id);
      },
    );

    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Create a ${entity}`,
          body: productionLookupInputSchema,
          response: { 201: productionLookupSchema },
        },
      },
      async (request, reply) => {
        const actor = manager(request);
        const created = await createProductionLookup(
          platform,
          actor,
          definition,
          request.body.name,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      `/${path}/:id`,
      {
        schema: {
          tags,
          summary: `Rename a ${entity}`,
          params: idParamsSchema,
          body: updateSchema,
          response: { 200: productionLookupSchema },
        },
      },
      async (request) => {
        const actor = manager(request);
        return updateProductionLookup(
          platform,
          actor,
          definition,
          request.params.id,
          request.body.name,
          request.body.version,
        );
      },
    );

    app.delete(
      `/${path}/:id`,
      { schema: { tags, summary: `Remove a ${entity}`, params: idParamsSchema } },
      async (request, reply) => {
        const actor = manager(request);
        await removeProductionLookup(platform, actor, definition, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
