import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupInputSchema, groupSchema, groupUpdateSchema } from '@newsroom/domain';
import { groupsPolicy } from './groups.policy';
import { groupOptionsSchema, groupPageSchema } from './groups.presenter';
import { groupIdParamsSchema, groupPageQuerySchema } from './groups.schemas';
import {
  createGroup,
  deleteGroup,
  groupOptions,
  loadGroup,
  pageGroups,
  updateGroup,
} from './groups.service';
import { routesOf } from '../../platform/http/routes';

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

  route.get(
    '/groups/:id',
    'A group with its members by role',
    { allow: groupsPolicy.canRead, params: groupIdParamsSchema, response: { 200: groupSchema } },
    (actor, { params }) => loadGroup(platform, params.id),
  );

  route.post(
    '/groups',
    'Create a group',
    { allow: groupsPolicy.canWrite, body: groupInputSchema, response: { 201: groupSchema } },
    (actor, { body }) => createGroup(platform, actor, body),
  );

  route.put(
    '/groups/:id',
    'Update a group (with the version loaded)',
    {
      allow: groupsPolicy.canWrite,
      params: groupIdParamsSchema,
      body: groupUpdateSchema,
      response: { 200: groupSchema },
    },
    (actor, { params, body }) => updateGroup(platform, actor, params.id, body),
  );

  route.delete(
    '/groups/:id',
    'Delete a group without users',
    { allow: groupsPolicy.canWrite, params: groupIdParamsSchema },
    (actor, { params }) => deleteGroup(platform, actor, params.id),
  );
};
