import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import { exportPdfQuerySchema, pagedSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { sendPdf } from '../../platform/pdf/pdfReply';
import { sendJson } from '../../platform/http/storedJson';
import { rundownPdf } from './rundowns.pdf';
import { routesOf } from '../../platform/http/routes';
import { blocksRoutes } from './blocks.routes';
import {
  rundownCheckSchema,
  rundownGridItemSchema,
  rundownLogSchema,
  rundownViewSchema,
} from './rundowns.presenter';
import {
  approveSchema,
  createRundownSchema,
  creditsAnswerSchema,
  dateQuerySchema,
  displayedSchema,
  logsQuerySchema,
  patchSchema,
  programDateQuerySchema,
  recreateRundownSchema,
} from './rundowns.schemas';
import * as service from './rundowns.service';
import { rundownViewer, tags } from './rundowns.view';

/** Rundowns and their blocks (spec 1 §3, §4, §7); stories in them are the stories area's. */
export const rundownsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const view = rundownViewer(platform);
  const route = routesOf(app, tags);
  await app.register(blocksRoutes);

  route.get(
    '/rundowns/check',
    'Whether a program has a rundown on a date and whether the caller may create it',
    { querystring: programDateQuerySchema, response: { 200: rundownCheckSchema } },
    (actor, { query }) => service.checkRundown(platform, actor, query.programId, query.date),
  );
  route.get(
    '/rundowns/grid',
    'Rundowns of a date of the programs the caller may see, with timing',
    { querystring: dateQuerySchema, response: { 200: z.array(rundownGridItemSchema) } },
    (actor, { query }) => service.rundownGrid(platform, actor, query.date),
  );
  // The two loads answer JSON serialised once per version and viewer variant (rundowns.answer.ts);
  // the schemas stay declared for validation of the request and for the API description.
  app.get(
    '/rundowns',
    {
      schema: {
        tags,
        summary: "A program's rundown of a date (404 rundown:notFoundForProgramAndDate)",
        querystring: programDateQuerySchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request, reply) => {
      const { programId, date } = request.query;
      const answer = await service.loadRundownAnswerOf(platform, actorOf(request), programId, date);
      return sendJson(request, reply, answer);
    },
  );
  app.get(
    '/rundowns/:id',
    {
      schema: {
        tags,
        summary: 'A rundown with blocks, stories (private ones masked), abilities and timing',
        params: idParamsSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.loadRundownAnswer(platform, actorOf(request), request.params.id);
      return sendJson(request, reply, answer);
    },
  );
  app.get(
    '/rundowns/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A rundown as a PDF in running order (spec 1 §7 "rundown")',
        params: idParamsSchema,
        querystring: exportPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const made = await rundownPdf(platform, actorOf(request), request.params.id, request.query);
      return sendPdf(reply, made.fileName, made.pdf);
    },
  );
  route.post(
    '/rundowns',
    'Create a rundown ("Bloco 1" + Standby, or a template + Standby)',
    { body: createRundownSchema, response: { 201: rundownViewSchema } },
    async (actor, { body }) => view(actor, await service.createRundown(platform, actor, body)),
  );
  route.post(
    '/rundowns/:id/recreate',
    'Recreate an empty rundown (rundown:notEmpty otherwise)',
    { params: idParamsSchema, body: recreateRundownSchema, response: { 200: rundownViewSchema } },
    async (actor, { params, body }) =>
      view(
        actor,
        await service.recreateRundown(platform, actor, params.id, body?.templateId ?? null),
      ),
  );
  route.patch(
    '/rundowns/:id',
    'Patch start, end, productionMs or date; failures carry field, newValue, oldValue',
    { params: idParamsSchema, body: patchSchema, response: { 200: rundownViewSchema } },
    async (actor, { params, body }) =>
      view(actor, await service.patchRundown(platform, actor, params.id, body)),
  );
  route.put(
    '/rundowns/:id/approve',
    'Approve or disapprove a rundown and its stories (ROLE_RUNDOWN_ADMIN)',
    { params: idParamsSchema, body: approveSchema, response: { 200: rundownViewSchema } },
    async (actor, { params, body }) =>
      view(actor, await service.approveRundown(platform, actor, params.id, body.approve)),
  );
  route.put(
    '/rundowns/:id/displayed',
    'Close a rundown as displayed, or reopen it (ROLE_RUNDOWN_ADMIN)',
    { params: idParamsSchema, body: displayedSchema, response: { 200: rundownViewSchema } },
    async (actor, { params, body }) =>
      view(actor, await service.setDisplayed(platform, actor, params.id, body.displayed)),
  );
  route.post(
    '/rundowns/:id/repaginate',
    'Pages 01..NN in running order, Standby last',
    { params: idParamsSchema, response: { 200: rundownViewSchema } },
    async (actor, { params }) => view(actor, await service.repaginate(platform, actor, params.id)),
  );
  route.post(
    '/rundowns/:id/credits',
    "Send the rundown's CGs to the program's II character generator (422 rundown:credits_sendFailure)",
    { params: idParamsSchema, response: { 200: creditsAnswerSchema } },
    (actor, { params }) => service.sendCredits(platform, actor, params.id),
  );
  route.get(
    '/rundowns/:id/logs',
    'What happened to a rundown, newest first',
    {
      params: idParamsSchema,
      querystring: logsQuerySchema,
      response: { 200: pagedSchema(rundownLogSchema) },
    },
    (actor, { params, query }) => service.pageRundownLogs(platform, actor, params.id, query),
  );
};
