import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveQuerySchema,
  indexRebuildSchema,
  indexStateSchema,
  pagedSchema,
  SEARCH_KINDS,
  searchHitSchema,
  searchQuerySchema,
  trashItemSchema,
  trashQuerySchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { indexState, startRebuild } from './search.rebuild';
import * as service from './search.service';
import { archive, trash } from './trash.service';
import { routesOf } from '../../platform/http/routes';

const tags = ['search'];

/**
 * Global search over the index (issue 8, spec 1 §3 search modes), the trash and the archive
 * read from it, and the index state and rebuild (spec 3 §7 "Search"). A rebuild answers 202 at once and runs in the background,
 * publishing progress on the `index` topic.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  route.get(
    '/search',
    'Search every readable document kind (FUZZY, MUST, PHRASE, SHOULD); best first',
    { querystring: searchQuerySchema, response: { 200: pagedSchema(searchHitSchema) } },
    (actor, { query }) => service.search(platform, actor, query),
  );
  route.get(
    '/trash',
    'Excluded documents of every readable kind, newest exclusion first, with purge dates',
    { querystring: trashQuerySchema, response: { 200: pagedSchema(trashItemSchema) } },
    (actor, { query }) => trash(platform, actor, query),
  );
  route.get(
    '/archive',
    'Documents dated before today in a date range, optionally matching words',
    { querystring: archiveQuerySchema, response: { 200: pagedSchema(searchHitSchema) } },
    (actor, { query }) => archive(platform, actor, query),
  );
  route.get(
    '/index/state',
    'Index rows per kind, last rebuild and whether one runs (admin read)',
    { response: { 200: indexStateSchema } },
    (actor) => indexState(platform, actor),
  );
  app.post(
    '/index/rebuild',
    {
      schema: {
        tags,
        summary: 'Rebuild the chosen targets (none = all) in the background (admin write)',
        body: indexRebuildSchema,
        response: { 202: z.object({ targets: z.array(z.enum(SEARCH_KINDS)) }) },
      },
    },
    async (request, reply) => {
      const { targets } = await startRebuild(
        platform,
        actorOf(request),
        request.body.targets,
        (err) => request.log.error({ err }, 'search index rebuild failed'),
      );
      return reply.code(202).send({ targets });
    },
  );
};
