import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupInputSchema, groupSchema, groupUpdateSchema } from '@newsroom/domain';
import { groupsPolicy } from './groups.policy';
import { groupOptionsSchema, groupPageSchema } from './groups.presenter';
import { groupPageQuerySchema } from './groups.schemas';
import {
  createGroup,
  deleteGroup,
  groupOptions,
  loadGroup,
  pageGroups,
  updateGroup,
} from './groups.service';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

/** Groups of users: producers, editors, reporters, plain members and categories (spec 3 §3, §7). */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['groups']);

  route.get(
    '/groups',
    'Groups, paged, filtered by name or category',
    {
      allow: groupsPolicy.canRead,
      querystring: groupPageQuerySchema,
      response: { 200: groupPageSchema },
    },
    (actor, { query }) => pageGroups(platform, query),
  );

  route.get(
    '/groups/all',
    'Every group (id and name), for selects',
    { allow: groupsPolicy.canListOptions, response: { 200: groupOptionsSchema } },
    () => groupOptions(platform),
  );

  recordRoutes(route, {
    path: '/groups',
    view: groupSchema,
    bodies: { create: groupInputSchema, update: groupUpdateSchema },
    allow: { read: groupsPolicy.canRead, write: groupsPolicy.canWrite },
    summaries: {
      get: 'A group with its members by role',
      create: 'Create a group',
      update: 'Update a group (with the version loaded)',
      remove: 'Delete a group without users',
    },
    calls: {
      get: (actor, id) => loadGroup(platform, id),
      create: (actor, input) => createGroup(platform, actor, input),
      update: (actor, id, update) => updateGroup(platform, actor, id, update),
      remove: (actor, id) => deleteGroup(platform, actor, id),
    },
  });
};
