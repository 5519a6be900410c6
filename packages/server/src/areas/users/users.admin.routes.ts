import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedSchema,
  temporaryPasswordSchema,
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

/** Throws 403 unless the policy allows. */
function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** The category lists with their own paths (GET /api/users/<category>). */
const OPTION_PATHS = [
  'all',
  'active',
  'editors',
  'image_editors',
  'producers',
  'reporters',
] as const;

/** Users administration (spec 3 §7 "Users"): paged list, full record, create, update, remove, restore, reset password, lists for selects. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['users'];
  const options = (actor: Actor, category: string) => {
    authorize(usersPolicy.canListOptions(actor));
    return listUserOptions(platform, category);
  };

  app.get(
    '/users/filter',
    {
      schema: {
        tags,
        summary: 'Users, paged and filtered (ROLE_USER_READ)',
        querystring: userFilterQuerySchema,
        response: { 200: pagedSchema(userAdminRowSchema) },
      },
    },
    async (request) => {
      authorize(usersPolicy.canRead(actorOf(request)));
      return filterUsers(platform, request.query);
    },
  );

  for (const category of OPTION_PATHS) {
    app.get(
      `/users/${category}`,
      {
        schema: {
          tags,
          summary: `Users for selects: ${category}`,
          response: { 200: z.array(userOptionSchema) },
        },
      },
      async (request) => options(actorOf(request), category),
    );
  }

  app.get(
    '/users/category/:category',
    {
      schema: {
        tags,
        summary: 'Users for selects by category (an unknown category is an internal error)',
        params: userCategoryParamsSchema,
        response: { 200: z.array(userOptionSchema) },
      },
    },
    async (request) => options(actorOf(request), request.params.category),
  );

  app.get(
    '/users/:id(^\\d+$)',
    {
      schema: {
        tags,
        summary: 'The full record of a user (ROLE_USER_READ)',
        params: userIdParamsSchema,
        response: { 200: userDetailSchema },
      },
    },
    async (request) => {
      authorize(usersPolicy.canRead(actorOf(request)));
      return loadUser(platform, request.params.id);
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a user (ROLE_USER_WRITE)',
        body: userCreateSchema,
        response: { 201: userDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(usersPolicy.canWrite(actor));
      return reply.status(201).send(await createUser(platform, actor, request.body));
    },
  );

  app.put(
    '/users/:id(^\\d+$)',
    {
      schema: {
        tags,
        summary: 'Update a user (ROLE_USER_WRITE)',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: userDetailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(usersPolicy.canWrite(actor));
      return updateUser(platform, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/users/:id(^\\d+$)',
    {
      schema: {
        tags,
        summary: 'Remove a user and end their sessions (ROLE_USER_ADMIN)',
        params: userIdParamsSchema,
        response: { 200: userAdminRowSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(usersPolicy.canAdminister(actor));
      return removeUser(platform, actor, request.params.id);
    },
  );

  app.put(
    '/users/:id(^\\d+$)/restore',
    {
      schema: {
        tags,
        summary: 'Restore a removed user (ROLE_USER_ADMIN)',
        params: userIdParamsSchema,
        response: { 200: userAdminRowSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(usersPolicy.canAdminister(actor));
      return restoreUser(platform, actor, request.params.id);
    },
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
