import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import {
  drawerMoveSchema,
  pagedSchema,
  pageQuerySchema,
  storyCounterSchema,
  storyDocumentSchema,
  storyFilterQuerySchema,
  storyFromSourceSchema,
  storyIdsSchema,
  storySummarySchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as drawer from './drawer.service';
import * as sources from './sources.service';
import * as lists from './stories.lists.service';
import { rundownViewer, rundownViewSchema } from '../rundowns';

const tags = ['stories'];
const counterQuerySchema = storyFilterQuerySchema.pick({ date: true, programId: true, text: true });
const excludedQuerySchema = pageQuerySchema.extend({ text: z.string().trim().max(200).optional() });

/** Story lists, the counter, the trash and restore, the drawer and new stories from sources (spec 1 §4, spec 3 §7). */
export const storyListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const view = rundownViewer(platform);

  app.get(
    '/stories/filter',
    {
      schema: {
        tags,
        summary:
          'Stories by filter (ALL, DRAWER, STAND_BY, DISPLAYED), date, program and text; paged',
        querystring: storyFilterQuerySchema,
        response: { 200: pagedSchema(storySummarySchema) },
      },
    },
    async (request) => lists.filterStories(platform, actorOf(request), request.query),
  );
  app.get(
    '/stories/counter',
    {
      schema: {
        tags,
        summary: 'How many stories each filter lists (same date, program and text)',
        querystring: counterQuerySchema,
        response: { 200: storyCounterSchema },
      },
    },
    async (request) => lists.countStories(platform, actorOf(request), request.query),
  );
  app.get(
    '/stories/excluded',
    {
      schema: {
        tags,
        summary: 'Removed stories (the trash), latest first',
        querystring: excludedQuerySchema,
        response: { 200: pagedSchema(storySummarySchema) },
      },
    },
    async (request) => lists.excludedStories(platform, actorOf(request), request.query),
  );
  app.put(
    '/stories/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restore a removed story to the end of its block, or to the drawer',
        params: idParamsSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) => lists.restoreStory(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/drawer/stories',
    {
      schema: {
        tags,
        summary: 'A new empty story in the drawer (today, owned by the caller)',
        body: drawer.newDrawerStorySchema,
        response: { 201: storyDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await drawer.createDrawerStory(platform, actorOf(request), request.body)),
  );
  app.post(
    '/drawer/send',
    {
      schema: {
        tags,
        summary: 'Send rundown stories to the drawer',
        body: storyIdsSchema,
        response: { 200: z.array(rundownViewSchema) },
      },
    },
    async (request) =>
      (await drawer.sendToDrawer(platform, actorOf(request), request.body)).map((rundown) =>
        view(request, rundown),
      ),
  );
  app.post(
    '/drawer/move',
    {
      schema: {
        tags,
        summary:
          'Move drawer stories into a block (TO_AIR) or Standby (ON_STANDBY); ON_DRAWER does nothing',
        body: drawerMoveSchema,
        response: { 200: z.array(rundownViewSchema) },
      },
    },
    async (request) =>
      (await drawer.moveFromDrawer(platform, actorOf(request), request.body)).map((rundown) =>
        view(request, rundown),
      ),
  );
  app.post(
    '/drawer/remove',
    { schema: { tags, summary: 'Remove drawer stories', body: storyIdsSchema } },
    async (request, reply) => {
      await drawer.removeFromDrawer(platform, actorOf(request), request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/stories/sources',
    {
      schema: {
        tags,
        summary:
          'A new story from a story (copy), reportage or assignment, into the drawer or a rundown',
        body: storyFromSourceSchema,
        response: { 201: storyDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sources.createFromSource(platform, actorOf(request), request.body)),
  );
};
