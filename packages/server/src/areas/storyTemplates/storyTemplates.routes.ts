import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
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

  route.get(
    '/story_templates/:id',
    'A story template',
    { allow: policy.canRead, params: idParamsSchema, response: { 200: storyTemplateSchema } },
    (actor, { params }) => getStoryTemplate(platform, actor, params.id),
  );

  route.post(
    '/story_templates',
    'Create a story template',
    {
      allow: policy.canWrite,
      body: storyTemplateInputSchema,
      response: { 201: storyTemplateSchema },
    },
    (actor, { body }) => createStoryTemplate(platform, actor, body),
  );

  route.put(
    '/story_templates/:id',
    'Change a story template at the version loaded',
    {
      allow: policy.canWrite,
      params: idParamsSchema,
      body: updateSchema,
      response: { 200: storyTemplateSchema },
    },
    (actor, { params, body }) => {
      const { version, ...input } = body;
      return updateStoryTemplate(platform, actor, params.id, input, version);
    },
  );

  route.delete(
    '/story_templates/:id',
    'Remove a story template',
    { allow: policy.canWrite, params: idParamsSchema },
    (actor, { params }) => removeStoryTemplate(platform, actor, params.id),
  );
};
