import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import { pagedSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
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
  await app.register(blocksRoutes);

  app.get(
    '/rundowns/check',
    {
      schema: {
        tags,
        summary: 'Whether a program has a rundown on a date and whether the caller may create it',
        querystring: programDateQuerySchema,
        response: { 200: rundownCheckSchema },
      },
    },
    async (request) =>
      service.checkRundown(platform, actorOf(request), request.query.programId, request.query.date),
  );
  app.get(
    '/rundowns/grid',
    {
      schema: {
        tags,
        summary: 'Rundowns of a date of the programs the caller may see, with timing',
        querystring: dateQuerySchema,
        response: { 200: z.array(rundownGridItemSchema) },
      },
    },
    async (request) => service.rundownGrid(platform, actorOf(request), request.query.date),
  );
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
    async (request) =>
      service.loadRundownOf(
        platform,
        actorOf(request),
        request.query.programId,
        request.query.date,
      ),
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
    async (request) => service.loadRundown(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/rundowns',
    {
      schema: {
        tags,
        summary: 'Create a rundown ("Bloco 1" + Standby, or a template + Standby)',
        body: createRundownSchema,
        response: { 201: rundownViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(view(request, await service.createRundown(platform, actorOf(request), request.body))),
  );
  app.post(
    '/rundowns/:id/recreate',
    {
      schema: {
        tags,
        summary: 'Recreate an empty rundown (rundown:notEmpty otherwise)',
        params: idParamsSchema,
        body: recreateRundownSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.recreateRundown(
          platform,
          actorOf(request),
          request.params.id,
          request.body?.templateId ?? null,
        ),
      ),
  );
  app.patch(
    '/rundowns/:id',
    {
      schema: {
        tags,
        summary: 'Patch start, end, productionMs or date; failures carry field, newValue, oldValue',
        params: idParamsSchema,
        body: patchSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.patchRundown(platform, actorOf(request), request.params.id, request.body),
      ),
  );
  app.put(
    '/rundowns/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve or disapprove a rundown and its stories (ROLE_RUNDOWN_ADMIN)',
        params: idParamsSchema,
        body: approveSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.approveRundown(
          platform,
          actorOf(request),
          request.params.id,
          request.body.approve,
        ),
      ),
  );
  app.put(
    '/rundowns/:id/displayed',
    {
      schema: {
        tags,
        summary: 'Close a rundown as displayed, or reopen it (ROLE_RUNDOWN_ADMIN)',
        params: idParamsSchema,
        body: displayedSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.setDisplayed(
          platform,
          actorOf(request),
          request.params.id,
          request.body.displayed,
        ),
      ),
  );
  app.post(
    '/rundowns/:id/repaginate',
    {
      schema: {
        tags,
        summary: 'Pages 01..NN in running order, Standby last',
        params: idParamsSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(request, await service.repaginate(platform, actorOf(request), request.params.id)),
  );
  app.post(
    '/rundowns/:id/credits',
    {
      schema: {
        tags,
        summary:
          "Send the rundown's CGs to the program's II character generator (422 rundown:credits_sendFailure)",
        params: idParamsSchema,
        response: { 200: creditsAnswerSchema },
      },
    },
    async (request) => service.sendCredits(platform, actorOf(request), request.params.id),
  );
  app.get(
    '/rundowns/:id/logs',
    {
      schema: {
        tags,
        summary: 'What happened to a rundown, newest first',
        params: idParamsSchema,
        querystring: logsQuerySchema,
        response: { 200: pagedSchema(rundownLogSchema) },
      },
    },
    async (request) =>
      service.pageRundownLogs(platform, actorOf(request), request.params.id, request.query),
  );
};
