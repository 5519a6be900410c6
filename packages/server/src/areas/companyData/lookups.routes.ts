import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import { pagedSchema, pageQuerySchema } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
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
import { forbidden } from '../../platform/http/refusals';

const filterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
});
/** The version the caller loaded, sent back with an update. */
const versionSchema = z.object({ version: z.number().int().min(1) });

function requireWrite(actor: Actor): void {
  if (!companyDataPolicy.canWrite(actor)) throw forbidden();
}

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

    app.get(
      `/${path}`,
      {
        schema: {
          tags: [tag],
          summary: `Every ${entity}, by name`,
          response: { 200: z.array(viewSchema) },
        },
      },
      async (request) => {
        actorOf(request);
        return listLookups(platform, definition);
      },
    );

    app.get(
      `/${path}/filter`,
      {
        schema: {
          tags: [tag],
          summary: `A page of ${entity} records matching a filter`,
          querystring: filterQuerySchema,
          response: { 200: pagedSchema(viewSchema) },
        },
      },
      async (request) => {
        actorOf(request);
        return filterLookups(platform, definition, request.query);
      },
    );

    app.get(
      `/${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `One ${entity}`,
          params: idParamsSchema,
          response: { 200: viewSchema },
        },
      },
      async (request) => {
        actorOf(request);
        return getLookup(platform, definition, request.params.id);
      },
    );

    app.get(
      `/${path}/:id/usage_count`,
      {
        schema: {
          tags: [tag],
          summary: `How many documents use this ${entity}`,
          params: idParamsSchema,
          response: { 200: z.number().int() },
        },
      },
      async (request) => {
        actorOf(request);
        return lookupUsage(platform, definition, request.params.id);
      },
    );

    app.post(
      `/${path}`,
      {
        schema: {
          tags: [tag],
          summary: `Create a ${entity}`,
          body: inputSchema,
          response: { 201: viewSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        requireWrite(actor);
        const created = await createLookup(platform, actor, definition, request.body);
        return reply.status(201).send(created);
      },
    );

    app.put(
      `/${path}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Change a ${entity}`,
          params: idParamsSchema,
          body: updateSchema,
          response: { 200: viewSchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        requireWrite(actor);
        const { version, ...input } = request.body;
        return updateLookup(
          platform,
          actor,
          definition,
          request.params.id,
          input,
          versionSchema.shape.version.parse(version),
        );
      },
    );

    app.delete(
      `/${path}/:id`,
      { schema: { tags: [tag], summary: `Remove a ${entity}`, params: idParamsSchema } },
      async (request, reply) => {
        const actor = actorOf(request);
        requireWrite(actor);
        await removeLookup(platform, actor, definition, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
