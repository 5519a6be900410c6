import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedSchema,
  temporaryPasswordSchema,
  USER_LIST_CATEGORIES,
  userAdminRowSchema,
  userCreateSchema,
  userDetailSchema,
  userOptionSchema,
  userUpdateSchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { usersPolicy } from './users.policy';
import {
  userCategoryParamsSchema,
  userFilterQuerySchema,
  userIdParamsSchema,
} from './users.schemas';
import {
  createUser,
  filterUsers,
  listUserOptions,
  loadUser,
  removeUser,
  resetPassword,
  restoreUser,
  updateUser,
} from './users.admin.service';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';

/** Throws 403 unless the policy allows. */
function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** Users administration (spec 3 §7 "Users"): paged list, full record, create, update, remove, restore, reset password, lists for selects. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['users'];
  const options = (actor: Actor, category: string) => {
    authorize(usersPolicy.canListOptions(actor));
    return listUserOptions(platform, category);
  };

  const route = routesOf(app, tags);
  // Removal and restore are the administrator's, and answer the user's row of the list.
  const administerRow = {
    allow: usersPolicy.canAdminister,
    params: userIdParamsSchema,
    response: { 200: userAdminRowSchema },
  };

  route.get(
    '/users/filter',
    'Users, paged and filtered (ROLE_USER_READ)',
    {
      allow: usersPolicy.canRead,
      querystring: userFilterQuerySchema,
      response: { 200: pagedSchema(userAdminRowSchema) },
    },
    (actor, { query }) => filterUsers(platform, query),
  );

  for (const category of USER_LIST_CATEGORIES) {
    route.get(
      `/users/${category}`,
      `Users for selects: ${category}`,
      { response: { 200: z.array(userOptionSchema) } },
      (actor) => options(actor, category),
    );
  }

  route.get(
    '/users/category/:category',
    'Users for selects by category (an unknown category is an internal error)',
    { params: userCategoryParamsSchema, response: { 200: z.array(userOptionSchema) } },
    (actor, { params }) => options(actor, params.category),
  );

  route.get(
    '/users/:id(^\\d+$)',
    'The full record of a user (ROLE_USER_READ)',
    { allow: usersPolicy.canRead, params: userIdParamsSchema, response: { 200: userDetailSchema } },
    (actor, { params }) => loadUser(platform, params.id),
  );

  route.post(
    '/users',
    'Create a user (ROLE_USER_WRITE)',
    { allow: usersPolicy.canWrite, body: userCreateSchema, response: { 201: userDetailSchema } },
    (actor, { body }) => createUser(platform, actor, body),
  );

  route.put(
    '/users/:id(^\\d+$)',
    'Update a user (ROLE_USER_WRITE)',
    {
      allow: usersPolicy.canWrite,
      params: userIdParamsSchema,
      body: userUpdateSchema,
      response: { 200: userDetailSchema },
    },
    (actor, { params, body }) => updateUser(platform, actor, params.id, body),
  );

  route.delete(
    '/users/:id(^\\d+$)',
    'Remove a user and end their sessions (ROLE_USER_ADMIN)',
    administerRow,
    (actor, { params }) => removeUser(platform, actor, params.id),
  );

  route.put(
    '/users/:id(^\\d+$)/restore',
    'Restore a removed user (ROLE_USER_ADMIN)',
    administerRow,
    (actor, { params }) => restoreUser(platform, actor, params.id),
  );

  app.put(
    '/users/:id(^\\d+$)/reset_password',
    {
      schema: {
        tags,
        summary:
          'Set a temporary password, answered once; the user must change it at next login (ROLE_USER_ADMIN)',
        params: userIdParamsSchema,
        response: { 200: temporaryPasswordSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(usersPolicy.canAdminister(actor));
      const answer = await resetPassword(platform, actor, request.params.id);
      // A secret meant for one pair of eyes: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
};
