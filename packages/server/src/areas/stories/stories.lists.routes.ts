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
import { routesOf } from '../../platform/http/routes';
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
  const route = routesOf(app, tags);

  route.get(
    '/stories/filter',
    'Stories by filter (ALL, DRAWER, STAND_BY, DISPLAYED), date, program and text; paged',
    { querystring: storyFilterQuerySchema, response: { 200: pagedSchema(storySummarySchema) } },
    (actor, { query }) => lists.filterStories(platform, actor, query),
  );
  route.get(
    '/stories/counter',
    'How many stories each filter lists (same date, program and text)',
    { querystring: counterQuerySchema, response: { 200: storyCounterSchema } },
    (actor, { query }) => lists.countStories(platform, actor, query),
  );
  route.get(
    '/stories/excluded',
    'Removed stories (the trash), latest first',
    { querystring: excludedQuerySchema, response: { 200: pagedSchema(storySummarySchema) } },
    (actor, { query }) => lists.excludedStories(platform, actor, query),
  );
  route.put(
    '/stories/:id/restore',
    'Restore a removed story to the end of its block, or to the drawer',
    { params: idParamsSchema, response: { 200: storyDocumentSchema } },
    (actor, { params }) => lists.restoreStory(platform, actor, params.id),
  );
  route.post(
    '/drawer/stories',
    'A new empty story in the drawer (today, owned by the caller)',
    { body: drawer.newDrawerStorySchema, response: { 201: storyDocumentSchema } },
    (actor, { body }) => drawer.createDrawerStory(platform, actor, body),
  );
  route.post(
    '/drawer/send',
    'Send rundown stories to the drawer',
    { body: storyIdsSchema, response: { 200: z.array(rundownViewSchema) } },
    async (actor, { body }) =>
      (await drawer.sendToDrawer(platform, actor, body)).map((rundown) => view(actor, rundown)),
  );
  route.post(
    '/drawer/move',
    'Move drawer stories into a block (TO_AIR) or Standby (ON_STANDBY); ON_DRAWER does nothing',
    { body: drawerMoveSchema, response: { 200: z.array(rundownViewSchema) } },
    async (actor, { body }) =>
      (await drawer.moveFromDrawer(platform, actor, body)).map((rundown) => view(actor, rundown)),
  );
  route.post(
    '/drawer/remove',
    'Remove drawer stories',
    { body: storyIdsSchema },
    (actor, { body }) => drawer.removeFromDrawer(platform, actor, body),
  );
  route.post(
    '/stories/sources',
    'A new story from a story (copy), reportage or assignment, into the drawer or a rundown',
    { body: storyFromSourceSchema, response: { 201: storyDocumentSchema } },
    (actor, { body }) => sources.createFromSource(platform, actor, body),
  );
};
