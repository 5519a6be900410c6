import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupInputSchema, groupSchema, groupUpdateSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
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
import { allowed } from '../../platform/http/refusals';

/** Groups of users: producers, editors, reporters, plain members and categories (spec 3 §3, §7). */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/groups',
    {
      schema: {
        tags: ['groups'],
        summary: 'Groups, paged, filtered by name or category',
        querystring: groupPageQuerySchema,
        response: { 200: groupPageSchema },
      },
    },
    async (request) => {
      allowed(groupsPolicy.canRead, actorOf(request));
      return pageGroups(platform, request.query);
    },
  );

  app.get(
    '/groups/all',
    {
      schema: {
        tags: ['groups'],
        summary: 'Every group (id and name), for selects',
        response: { 200: groupOptionsSchema },
      },
    },
    async (request) => {
      allowed(groupsPolicy.canListOptions, actorOf(request));
      return groupOptions(platform);
    },
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'A group with its members by role',
        params: groupIdParamsSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) => {
      allowed(groupsPolicy.canRead, actorOf(request));
      return loadGroup(platform, request.params.id);
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        tags: ['groups'],
        summary: 'Create a group',
        body: groupInputSchema,
        response: { 201: groupSchema },
      },
    },
    async (request, reply) => {
      const actor = allowed(groupsPolicy.canWrite, actorOf(request));
      return reply.status(201).send(await createGroup(platform, actor, request.body));
    },
  );

  app.put(
    '/groups/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'Update a group (with the version loaded)',
        params: groupIdParamsSchema,
        body: groupUpdateSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) => {
      const actor = allowed(groupsPolicy.canWrite, actorOf(request));
      return updateGroup(platform, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        tags: ['groups'],
        summary: 'Delete a group without users',
        params: groupIdParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = allowed(groupsPolicy.canWrite, actorOf(request));
      await deleteGroup(platform, actor, request.params.id);
      return reply.status(204).send();
    },
  );
};
