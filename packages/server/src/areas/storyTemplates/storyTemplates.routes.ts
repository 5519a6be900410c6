import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { storyTemplateInputSchema, storyTemplateSchema } from '@newsroom/domain';
import { rundownTemplatesPolicy as policy } from '../rundownTemplates/rundownTemplates.policy';
import {
  createStoryTemplate,
  getStoryTemplate,
  listStoryTemplates,
  removeStoryTemplate,
  updateStoryTemplate,
} from './storyTemplates.service';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

const listQuerySchema = z.object({ programId: urlIdSchema.optional() });
const updateSchema = storyTemplateInputSchema.extend({ version: z.number().int().min(1) });

/** Story templates: reusable stories copied into rundowns (rundown area roles). */
export const storyTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['story templates'];

  const route = routesOf(app, tags);

  route.get(
    '/story_templates',
    'Story templates of a program and of no program (or of every visible program)',
    {
      allow: policy.canRead,
      querystring: listQuerySchema,
      response: { 200: z.array(storyTemplateSchema) },
    },
    (actor, { query }) => listStoryTemplates(platform, actor, query.programId ?? null),
  );

  recordRoutes(route, {
    path: '/story_templates',
    view: storyTemplateSchema,
    bodies: { create: storyTemplateInputSchema, update: updateSchema },
    allow: { read: policy.canRead, write: policy.canWrite },
    summaries: {
      get: 'A story template',
      create: 'Create a story template',
      update: 'Change a story template at the version loaded',
      remove: 'Remove a story template',
    },
    calls: {
      get: (actor, id) => getStoryTemplate(platform, actor, id),
      create: (actor, input) => createStoryTemplate(platform, actor, input),
      update: (actor, id, { version, ...input }) =>
        updateStoryTemplate(platform, actor, id, input, version),
      remove: (actor, id) => removeStoryTemplate(platform, actor, id),
    },
  });
};
