import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyItemSchema,
  agencyLaneInputSchema,
  agencyLaneOrderSchema,
  agencyLaneSchema,
  agencyLaneUpdateSchema,
  laneItemsQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { idParamsSchema as params } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import { agencyPolicy } from './agency.policy';
import * as service from './agencyLanes.service';

/** The wire screen: the caller's lanes and their items (spec 3 §7 "Agency lanes"). */
export const agencyLanesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['agency']);
  const canRead = agencyPolicy.canRead;

  route.get(
    '/agency/lanes',
    "The caller's lanes, in order",
    { allow: canRead, response: { 200: z.array(agencyLaneSchema) } },
    (actor) => service.listLanes(platform, actor),
  );
  route.put(
    '/agency/lanes/order',
    "Reorder the caller's lanes (every lane once)",
    { allow: canRead, body: agencyLaneOrderSchema, response: { 200: z.array(agencyLaneSchema) } },
    (actor, { body }) => service.orderLanes(platform, actor, body.ids),
  );
  recordRoutes(route, {
    path: '/agency/lanes',
    view: agencyLaneSchema,
    bodies: { create: agencyLaneInputSchema, update: agencyLaneUpdateSchema },
    allow: { read: canRead, write: canRead },
    summaries: {
      get: "One of the caller's lanes",
      create: 'Add a lane after the others',
      update: 'Save a lane over its version',
      remove: 'Delete a lane',
    },
    calls: {
      get: (actor, id) => service.loadLane(platform, actor, id),
      create: (actor, input) => service.createLane(platform, actor, input),
      update: (actor, id, update) => service.updateLane(platform, actor, id, update),
      remove: (actor, id) => service.deleteLane(platform, actor, id),
    },
  });
  route.get(
    '/agency/lanes/:id/items',
    "A page of a lane's items, newest first (term, page, size)",
    {
      allow: canRead,
      params,
      querystring: laneItemsQuerySchema,
      response: { 200: pagedSchema(agencyItemSchema) },
    },
    (actor, { params: p, query }) => service.laneItems(platform, actor, p.id, query),
  );
  route.get(
    '/agency/items/:id',
    'One agency item',
    { allow: canRead, params, response: { 200: agencyItemSchema } },
    (_actor, request) => service.loadItem(platform, request.params.id),
  );
};
