import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyCategoryInputSchema,
  agencyCategorySchema,
  agencyCategoryUpdateSchema,
  agencyNetworkSchema,
  agencySourceInputSchema,
  agencySourceSchema,
  agencySourceUpdateSchema,
  CONNECTOR_NETWORKS,
  connectorConfigSchema,
  connectorConfigUpdateSchema,
} from '@newsroom/domain';
import { idParamsSchema as params } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { agencyPolicy } from './agency.policy';
import * as service from './agencySources.service';

const networkQuery = z.object({ network: agencyNetworkSchema.optional() });
const sourcesQuery = networkQuery.extend({
  categoryId: z.coerce.number().int().positive().optional(),
});

/** The agency's administration lists (spec 3 §2, §7 "Social and agency"). */
export const agencySourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['agency']);
  const allow = { read: agencyPolicy.canReadSources, write: agencyPolicy.canAdminister };

  route.get(
    '/agency/sources',
    'Sources by name, of one network or category',
    {
      allow: allow.read,
      querystring: sourcesQuery,
      response: { 200: z.array(agencySourceSchema) },
    },
    (_actor, { query }) => service.listSources(platform, query),
  );
  recordRoutes(route, {
    path: '/agency/sources',
    view: agencySourceSchema,
    bodies: { create: agencySourceInputSchema, update: agencySourceUpdateSchema },
    allow,
    summaries: {
      get: 'A source with its last poll',
      create: 'Add a source; it is read at once and kept with an invalid hint if it fails',
      update: 'Save a source over its version; a new address is read at once',
      remove: 'Delete a source and its items',
    },
    calls: {
      get: (_actor, id) => service.loadSource(platform, id),
      create: (actor, input) => service.createSource(platform, actor, input),
      update: (actor, id, update) => service.updateSource(platform, actor, id, update),
      remove: (actor, id) => service.deleteSource(platform, actor, id),
    },
  });
  route.post(
    '/agency/sources/:id/poll',
    'Read a source now',
    { allow: allow.write, params, response: { 200: agencySourceSchema } },
    (_actor, request) => service.pollSourceNow(platform, request.params.id),
  );

  route.get(
    '/agency/categories',
    'Categories by name, of one network',
    {
      allow: allow.read,
      querystring: networkQuery,
      response: { 200: z.array(agencyCategorySchema) },
    },
    (_actor, { query }) => service.listCategories(platform, query.network),
  );
  recordRoutes(route, {
    path: '/agency/categories',
    view: agencyCategorySchema,
    bodies: { create: agencyCategoryInputSchema, update: agencyCategoryUpdateSchema },
    allow,
    summaries: {
      get: 'A category',
      create: 'Add a category to a network (409 when the name exists there)',
      update: 'Rename a category over its version',
      remove: 'Delete a category no source is in',
    },
    calls: {
      get: (_actor, id) => service.loadCategory(platform, id),
      create: (actor, input) => service.createCategory(platform, actor, input),
      update: (actor, id, update) => service.updateCategory(platform, actor, id, update),
      remove: (actor, id) => service.deleteCategory(platform, actor, id),
    },
  });

  route.get(
    '/agency/connectors',
    'The X, Facebook and Bluesky connectors: base URL and whether a token is set',
    { allow: agencyPolicy.canReadConnectors, response: { 200: z.array(connectorConfigSchema) } },
    () => service.listConnectors(platform),
  );
  route.put(
    '/agency/connectors/:network',
    'Save a connector over its version; token absent = kept, null = removed',
    {
      allow: allow.write,
      params: z.object({ network: z.enum(CONNECTOR_NETWORKS) }),
      body: connectorConfigUpdateSchema,
      response: { 200: connectorConfigSchema },
    },
    (actor, { params: p, body }) => service.saveConnector(platform, actor, p.network, body),
  );
};
