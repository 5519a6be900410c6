import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import { pagedSchema, pageQuerySchema } from '@newsroom/domain';
import { companyDataPolicy } from './companyData.policy';
import type { LookupDefinition } from './lookups.definitions';
import {
  createLookup,
  filterLookups,
  getLookup,
  listLookups,
  lookupUsage,
  removeLookup,
  updateLookup,
} from './lookups.service';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

const filterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
});
/** The version the caller loaded, sent back with an update. */
const versionSchema = z.object({ version: z.number().int().min(1) });

/**
 * The routes of one lookup entity (spec 3 §7 "Classifications CRUD with usage_count",
 * "Types; vehicles", "Editorials CRUD", "Branches CRUD"):
 * GET /<path> (every active record, for selects), GET /<path>/filter (paged),
 * GET /<path>/{id}, GET /<path>/{id}/usage_count, POST /<path>, PUT /<path>/{id} (with version),
 * DELETE /<path>/{id} (soft; 422 `<entity>:inUse` while documents use it).
 */
export function lookupRoutes(definition: LookupDefinition): FastifyPluginAsyncZod {
  const { path, tag, entity, inputSchema } = definition;
  // Answers are validated by the entity's own schema; the factory itself sees them as plain records.
  const viewSchema: z.ZodType = definition.viewSchema;
  const updateSchema = inputSchema.extend(versionSchema.shape);
  return async (app) => {
    const platform = app.platform;
    const route = routesOf(app, [tag]);

    route.get(
      `/${path}`,
      `Every ${entity}, by name`,
      { response: { 200: z.array(viewSchema) } },
      () => listLookups(platform, definition),
    );

    route.get(
      `/${path}/filter`,
      `A page of ${entity} records matching a filter`,
      { querystring: filterQuerySchema, response: { 200: pagedSchema(viewSchema) } },
      (actor, { query }) => filterLookups(platform, definition, query),
    );

    route.get(
      `/${path}/:id/usage_count`,
      `How many documents use this ${entity}`,
      { params: idParamsSchema, response: { 200: z.number().int() } },
      (actor, { params }) => lookupUsage(platform, definition, params.id),
    );

    recordRoutes(route, {
      path: `/${path}`,
      view: viewSchema,
      bodies: { create: inputSchema, update: updateSchema },
      allow: { write: companyDataPolicy.canWrite },
      summaries: {
        get: `One ${entity}`,
        create: `Create a ${entity}`,
        update: `Change a ${entity}`,
        remove: `Remove a ${entity}`,
      },
      calls: {
        get: (actor, id) => getLookup(platform, definition, id),
        create: (actor, input) => createLookup(platform, actor, definition, input),
        update: (actor, id, { version, ...input }) =>
          updateLookup(
            platform,
            actor,
            definition,
            id,
            input,
            versionSchema.shape.version.parse(version),
          ),
        remove: (actor, id) => removeLookup(platform, actor, definition, id),
      },
    });
  };
}
