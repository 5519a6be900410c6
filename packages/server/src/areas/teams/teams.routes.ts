import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  pagedSchema,
  pageQuerySchema,
  scheduleDateSchema,
  teamChangeInputSchema,
  teamDetailSchema,
  teamInputSchema,
  teamSchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { teamsPolicy } from './teams.policy';
import {
  createTeam,
  filterTeams,
  getTeamDetail,
  listTeams,
  removeTeam,
  removeTeamChange,
  saveTeamChange,
  updateTeam,
} from './teams.service';
import { allow } from '../../platform/http/refusals';

const changeParamsSchema = idParamsSchema.extend({ changeId: urlIdSchema });
const filterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
});
const detailQuerySchema = z.object({ date: scheduleDateSchema.optional() });
const updateSchema = teamInputSchema.extend({ version: z.number().int().min(1) });

const readerOf = (request: Parameters<typeof actorOf>[0]): Actor => {
  const actor = actorOf(request);
  allow(teamsPolicy.canRead(actor));
  return actor;
};

/** Teams (spec 3 §7 "Teams, including one-day and forward changes for a date"). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['teams'];

  app.get(
    '/teams',
    { schema: { tags, summary: 'Every team, by name', response: { 200: z.array(teamSchema) } } },
    async (request) => {
      readerOf(request);
      return listTeams(platform);
    },
  );

  app.get(
    '/teams/filter',
    {
      schema: {
        tags,
        summary: 'A page of teams matching a filter',
        querystring: filterQuerySchema,
        response: { 200: pagedSchema(teamSchema) },
      },
    },
    async (request) => {
      readerOf(request);
      return filterTeams(platform, request.query);
    },
  );

  app.get(
    '/teams/:id',
    {
      schema: {
        tags,
        summary: 'A team with its schedule; with a date, who is on it that day',
        params: idParamsSchema,
        querystring: detailQuerySchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => {
      readerOf(request);
      return getTeamDetail(platform.database.db, request.params.id, request.query.date ?? null);
    },
  );

  app.post(
    '/teams',
    {
      schema: {
        tags,
        summary: 'Create a team',
        body: teamInputSchema,
        response: { 201: teamSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      allow(teamsPolicy.canWrite(actor));
      return reply.status(201).send(await createTeam(platform, actor, request.body));
    },
  );

  app.put(
    '/teams/:id',
    {
      schema: {
        tags,
        summary: 'Change a team',
        params: idParamsSchema,
        body: updateSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      allow(teamsPolicy.canWrite(actor));
      const { version, ...input } = request.body;
      return updateTeam(platform, actor, request.params.id, input, version);
    },
  );

  app.delete(
    '/teams/:id',
    { schema: { tags, summary: 'Remove a team no document uses', params: idParamsSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      allow(teamsPolicy.canRemove(actor));
      await removeTeam(platform, actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/teams/:id/changes',
    {
      schema: {
        tags,
        summary: 'Set a one-day or forward change of the members',
        params: idParamsSchema,
        body: teamChangeInputSchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      allow(teamsPolicy.canWrite(actor));
      return saveTeamChange(platform, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/teams/:id/changes/:changeId',
    { schema: { tags, summary: 'Remove a schedule change', params: changeParamsSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      allow(teamsPolicy.canWrite(actor));
      await removeTeamChange(platform, actor, request.params.id, request.params.changeId);
      return reply.status(204).send();
    },
  );
};
