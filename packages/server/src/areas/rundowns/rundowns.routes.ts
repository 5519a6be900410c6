import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockSchema,
  moveStoriesSchema,
  pagedSchema,
  storyRowSchema,
  storyStatusChangeSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import {
  rundownCheckSchema,
  rundownGridItemSchema,
  rundownLogSchema,
  rundownViewSchema,
} from './rundowns.presenter';
import { renderBlockEvent, renderRundownEvent, renderStoryEvent } from './rundowns.realtime';
import {
  approveSchema,
  blockOrderSchema,
  createRundownSchema,
  creditsAnswerSchema,
  dateQuerySchema,
  displayedSchema,
  fromTemplateSchema,
  idParamsSchema,
  logsQuerySchema,
  patchSchema,
  programDateQuerySchema,
  recreateRundownSchema,
} from './rundowns.schemas';
import * as service from './rundowns.service';
import type { Rundown } from '@newsroom/domain';
import { presentRundownView } from './rundowns.presenter';

const tags = ['rundowns'];

/** Rundowns, their blocks and the rundown side of stories (spec 1 §3, §4, §7). */
export const rundownsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  /** Every rundown answer is the caller's view: private stories masked, abilities, timing. */
  const view = (request: FastifyRequest, rundown: Rundown) =>
    presentRundownView(rundown, actorOf(request), platform.clock());
  platform.hub.setRenderer('stories', renderStoryEvent);
  platform.hub.setRenderer('blocks', renderBlockEvent);
  platform.hub.setRenderer('rundowns', renderRundownEvent);

  // ------------------------------------------------------------ rundowns
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
        summary: 'Send credits to the character generator (none yet: sent 0)',
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

  // ------------------------------------------------------------ blocks
  app.post(
    '/rundowns/:id/blocks',
    {
      schema: {
        tags,
        summary: 'A new block before Standby',
        params: idParamsSchema,
        response: { 201: blockSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createBlock(platform, actorOf(request), request.params.id)),
  );
  app.put(
    '/rundowns/:id/blocks/order',
    {
      schema: {
        tags,
        summary: 'Reorder blocks (Standby stays last)',
        params: idParamsSchema,
        body: blockOrderSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.reorderBlocks(
          platform,
          actorOf(request),
          request.params.id,
          request.body.blockIds,
        ),
      ),
  );
  app.patch(
    '/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Patch name, commercialMs or breakTime',
        params: idParamsSchema,
        body: patchSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) =>
      service.patchBlock(platform, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a block (never Standby nor one with private stories)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteBlock(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/blocks/:id/approve',
    {
      schema: {
        tags,
        summary: "Approve or disapprove a block's stories (ROLE_RUNDOWN_ADMIN)",
        params: idParamsSchema,
        body: approveSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) =>
      service.approveBlock(platform, actorOf(request), request.params.id, request.body.approve),
  );
  app.put(
    '/blocks/:id/status',
    {
      schema: {
        tags,
        summary: 'Toggle the display status (blank, play, stop) with on-air tracking',
        params: idParamsSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) => service.toggleBlockStatus(platform, actorOf(request), request.params.id),
  );
  app.put(
    '/blocks/:id/standby',
    {
      schema: {
        tags,
        summary: 'Put a block on standby or back',
        params: idParamsSchema,
        response: { 200: blockSchema },
      },
    },
    async (request) => service.toggleBlockStandby(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/blocks/:id/stories',
    {
      schema: {
        tags,
        summary: 'A new story at the end of the block',
        params: idParamsSchema,
        response: { 201: storyRowSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createStory(platform, actorOf(request), request.params.id)),
  );
  app.post(
    '/blocks/:id/stories/from_template',
    {
      schema: {
        tags,
        summary: 'A story from a story template at the end of the block',
        params: idParamsSchema,
        body: fromTemplateSchema,
        response: { 201: storyRowSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createStoryFromTemplate(
            platform,
            actorOf(request),
            request.params.id,
            request.body.storyTemplateId,
          ),
        ),
  );

  // ------------------------------------------------------------ stories (rundown side)
  app.post(
    '/stories/:id/after',
    {
      schema: {
        tags,
        summary: 'A new story right after this one',
        params: idParamsSchema,
        response: { 201: storyRowSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createStoryAfter(platform, actorOf(request), request.params.id)),
  );
  app.patch(
    '/stories/:id',
    {
      schema: {
        tags,
        summary: 'Patch a rundown field of a story; failures carry field, newValue, oldValue',
        params: idParamsSchema,
        body: patchSchema,
        response: { 200: storyRowSchema },
      },
    },
    async (request) =>
      service.patchStory(platform, actorOf(request), request.params.id, request.body),
  );
  app.put(
    '/stories/:id/status',
    {
      schema: {
        tags,
        summary: 'Toggle the display status with on-air tracking',
        params: idParamsSchema,
        response: { 200: storyRowSchema },
      },
    },
    async (request) => service.toggleStoryStatus(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/stories/status',
    {
      schema: {
        tags,
        summary:
          'Bulk display status (skips unapproved and standby stories; cascade stops earlier ones)',
        body: storyStatusChangeSchema,
        response: { 200: z.array(rundownViewSchema) },
      },
    },
    async (request) =>
      (await service.changeStoriesStatus(platform, actorOf(request), request.body)).map((rundown) =>
        view(request, rundown),
      ),
  );
  app.put(
    '/stories/:id/standby',
    {
      schema: {
        tags,
        summary: 'Send a story to the end of the Standby block',
        params: idParamsSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(
        request,
        await service.sendStoryToStandby(platform, actorOf(request), request.params.id),
      ),
  );
  app.post(
    '/stories/move',
    {
      schema: {
        tags,
        summary: 'Move stories before a story (or to the end) of a block, across rundowns',
        body: moveStoriesSchema,
        response: { 200: z.array(rundownViewSchema) },
      },
    },
    async (request) =>
      (await service.moveStoriesCall(platform, actorOf(request), request.body)).map((rundown) =>
        view(request, rundown),
      ),
  );
  app.post(
    '/stories/copy',
    {
      schema: {
        tags,
        summary: 'Copy stories before a story (or to the end) of a block',
        body: moveStoriesSchema,
        response: { 200: rundownViewSchema },
      },
    },
    async (request) =>
      view(request, await service.copyStories(platform, actorOf(request), request.body)),
  );
  app.delete(
    '/stories/:id',
    {
      schema: {
        tags,
        summary: 'Remove a story (412 locked_by_other while another user edits it)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteStory(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
