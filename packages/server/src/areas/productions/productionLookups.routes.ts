import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import { productionLookupInputSchema } from '@newsroom/domain';
import { productionLookupSchema } from '@newsroom/domain';
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
import { routesOf } from '../../platform/http/routes';

const listQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
const updateSchema = productionLookupInputSchema.extend({ version: z.number().int().min(1) });

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
    const route = routesOf(app, tags);

    route.get(
      `/${path}`,
      `Every ${entity} by name (all=true: removed ones too)`,
      {
        allow: productionsPolicy.canRead,
        querystring: listQuerySchema,
        response: { 200: z.array(productionLookupSchema) },
      },
      (actor, { query }) => listProductionLookups(platform, definition, query.all),
    );

    route.get(
      `/${path}/:id`,
      `One ${entity} (also a removed one)`,
      {
        allow: productionsPolicy.canRead,
        params: idParamsSchema,
        response: { 200: productionLookupSchema },
      },
      (actor, { params }) => getProductionLookup(platform, definition, params.id),
    );

    route.get(
      `/${path}/:id/usage_count`,
      `How many checklists use this ${entity}`,
      {
        allow: productionsPolicy.canRead,
        params: idParamsSchema,
        response: { 200: z.number().int() },
      },
      (actor, { params }) => productionLookupUsage(platform, definition, params.id),
    );

    route.post(
      `/${path}`,
      `Create a ${entity}`,
      {
        allow: productionsPolicy.canManageLookups,
        body: productionLookupInputSchema,
        response: { 201: productionLookupSchema },
      },
      (actor, { body }) => createProductionLookup(platform, actor, definition, body.name),
    );

    route.put(
      `/${path}/:id`,
      `Rename a ${entity}`,
      {
        allow: productionsPolicy.canManageLookups,
        params: idParamsSchema,
        body: updateSchema,
        response: { 200: productionLookupSchema },
      },
      (actor, { params, body }) =>
        updateProductionLookup(platform, actor, definition, params.id, body.name, body.version),
    );

    route.delete(
      `/${path}/:id`,
      `Remove a ${entity}`,
      { allow: productionsPolicy.canManageLookups, params: idParamsSchema },
      (actor, { params }) => removeProductionLookup(platform, actor, definition, params.id),
    );
  };
}
