import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import {
  fieldPatchSchema,
  moveStoriesSchema,
  storyRowSchema,
  storyStatusChangeSchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
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
  const route = routesOf(app, tags);

  route.post(
    '/blocks/:id/stories',
    'A new story at the end of the block',
    { params: idParamsSchema, response: { 201: storyRowSchema } },
    (actor, { params }) => service.createStory(platform, actor, params.id),
  );
  route.post(
    '/blocks/:id/stories/from_template',
    'A story from a story template at the end of the block',
    { params: idParamsSchema, body: fromTemplateSchema, response: { 201: storyRowSchema } },
    (actor, { params, body }) =>
      service.createStoryFromTemplate(platform, actor, params.id, body.storyTemplateId),
  );
  route.post(
    '/stories/:id/after',
    'A new story right after this one',
    { params: idParamsSchema, response: { 201: storyRowSchema } },
    (actor, { params }) => service.createStoryAfter(platform, actor, params.id),
  );
  route.patch(
    '/stories/:id',
    'Patch a rundown field of a story; failures carry field, newValue, oldValue',
    { params: idParamsSchema, body: fieldPatchSchema, response: { 200: storyRowSchema } },
    (actor, { params, body }) => service.patchStory(platform, actor, params.id, body),
  );
  route.put(
    '/stories/:id/status',
    'Toggle the display status with on-air tracking',
    { params: idParamsSchema, response: { 200: storyRowSchema } },
    (actor, { params }) => service.toggleStoryStatus(platform, actor, params.id),
  );
  route.post(
    '/stories/status',
    'Bulk display status (skips unapproved and standby stories; cascade stops earlier ones)',
    { body: storyStatusChangeSchema, response: { 200: z.array(rundownViewSchema) } },
    async (actor, { body }) =>
      (await service.changeStoriesStatus(platform, actor, body)).map((rundown) =>
        view(actor, rundown),
      ),
  );
  route.put(
    '/stories/:id/standby',
    'Send a story to the end of the Standby block',
    { params: idParamsSchema, response: { 200: rundownViewSchema } },
    async (actor, { params }) =>
      view(actor, await moves.sendStoryToStandby(platform, actor, params.id)),
  );
  route.post(
    '/stories/move',
    'Move stories before a story (or to the end) of a block, across rundowns',
    { body: moveStoriesSchema, response: { 200: z.array(rundownViewSchema) } },
    async (actor, { body }) =>
      (await moves.moveStoriesCall(platform, actor, body)).map((rundown) => view(actor, rundown)),
  );
  route.post(
    '/stories/copy',
    'Copy stories before a story (or to the end) of a block',
    { body: moveStoriesSchema, response: { 200: rundownViewSchema } },
    async (actor, { body }) => view(actor, await moves.copyStories(platform, actor, body)),
  );
  route.delete(
    '/stories/:id',
    'Remove a story (412 locked_by_other while another user edits it)',
    { params: idParamsSchema },
    (actor, { params }) => service.deleteStory(platform, actor, params.id),
  );
};
