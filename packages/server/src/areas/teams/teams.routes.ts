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
  teamGridQuerySchema,
  teamGridSchema,
  teamSchema,
  localeSchema,
} from '@newsroom/domain';
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
import { routesOf } from '../../platform/http/routes';
import { allowed } from '../../platform/http/refusals';
import { actorOf } from '../../platform/http/guard';
import { contentDisposition } from '../../platform/http/contentDisposition';
import { loadTeamGrid, teamGridPdf } from './teams.grid';
import { recordRoutes } from '../../platform/records/recordRoutes';

const changeParamsSchema = idParamsSchema.extend({ changeId: urlIdSchema });
const filterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(200).default(''),
});
const detailQuerySchema = z.object({ date: scheduleDateSchema.optional() });
const updateSchema = teamInputSchema.extend({ version: z.number().int().min(1) });
/** `locale` as every export takes it; `lang`, the grid's first name for it, stays for old links. */
const gridPdfQuerySchema = teamGridQuerySchema.and(
  z.object({ locale: localeSchema.optional(), lang: localeSchema.optional() }),
);

/** Teams (spec 3 §7 "Teams, including one-day and forward changes for a date"). */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['teams'];

  const route = routesOf(app, tags);

  route.get(
    '/teams',
    'Every team, by name',
    { allow: teamsPolicy.canRead, response: { 200: z.array(teamSchema) } },
    () => listTeams(platform),
  );

  route.get(
    '/teams/filter',
    'A page of teams matching a filter',
    {
      allow: teamsPolicy.canRead,
      querystring: filterQuerySchema,
      response: { 200: pagedSchema(teamSchema) },
    },
    (actor, { query }) => filterTeams(platform, query),
  );

  route.get(
    '/teams/schedule',
    'The team grid: who is on each team each day of a range (at most 31 days)',
    {
      allow: teamsPolicy.canRead,
      querystring: teamGridQuerySchema,
      response: { 200: teamGridSchema },
    },
    (actor, { query }) => loadTeamGrid(platform, query),
  );

  app.get(
    '/teams/schedule/pdf',
    {
      schema: {
        tags,
        summary: 'The team grid of a range as a PDF, in the language asked (spec 1 §7 "team grid")',
        querystring: gridPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      allowed(teamsPolicy.canRead, actorOf(request));
      const { locale, lang, ...range } = request.query;
      const { fileName, pdf } = await teamGridPdf(platform, range, locale ?? lang ?? 'pt_BR');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(pdf);
    },
  );

  route.get(
    '/teams/:id',
    'A team with its schedule; with a date, who is on it that day',
    {
      allow: teamsPolicy.canRead,
      params: idParamsSchema,
      querystring: detailQuerySchema,
      response: { 200: teamDetailSchema },
    },
    (actor, { params, query }) =>
      getTeamDetail(platform.database.db, params.id, query.date ?? null),
  );

  recordRoutes(route, {
    path: '/teams',
    view: teamSchema,
    bodies: { create: teamInputSchema, update: updateSchema },
    allow: {
      read: teamsPolicy.canRead,
      write: teamsPolicy.canWrite,
      remove: teamsPolicy.canRemove,
    },
    summaries: {
      create: 'Create a team',
      update: 'Change a team',
      remove: 'Remove a team no document uses',
    },
    calls: {
      create: (actor, input) => createTeam(platform, actor, input),
      update: (actor, id, { version, ...input }) => updateTeam(platform, actor, id, input, version),
      remove: (actor, id) => removeTeam(platform, actor, id),
    },
  });

  route.put(
    '/teams/:id/changes',
    'Set a one-day or forward change of the members',
    {
      allow: teamsPolicy.canWrite,
      params: idParamsSchema,
      body: teamChangeInputSchema,
      response: { 200: teamDetailSchema },
    },
    (actor, { params, body }) => saveTeamChange(platform, actor, params.id, body),
  );

  route.delete(
    '/teams/:id/changes/:changeId',
    'Remove a schedule change',
    { allow: teamsPolicy.canWrite, params: changeParamsSchema },
    (actor, { params }) => removeTeamChange(platform, actor, params.id, params.changeId),
  );
};
