import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import {
  fieldPatchSchema,
  moveStoriesSchema,
  storyRowSchema,
  storyStatusChangeSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as moves from './stories.moves';
import * as service from './stories.rundown.service';
import { rundownViewer, rundownViewSchema } from '../rundowns';

const tags = ['stories'];
const fromTemplateSchema = z.object({ storyTemplateId: z.number().int().positive() });

/**
 * A story in its rundown (spec 1 §4, §7): creation (at the end of a block, or after a story),
 * the grid's field patches, display status, moves, copies and removal. Each runs in the rundown's
 * mutation; answers are rundown rows or the caller's view of the rundowns.
 */
export const storiesRundownRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const view = rundownViewer(platform);

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
        body: fieldPatchSchema,
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
      view(request, await moves.sendStoryToStandby(platform, actorOf(request), request.params.id)),
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
      (await moves.moveStoriesCall(platform, actorOf(request), request.body)).map((rundown) =>
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
      view(request, await moves.copyStories(platform, actorOf(request), request.body)),
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
