import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import { storyTemplateInputSchema, storyTemplateSchema } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { rundownTemplatesPolicy as policy } from '../rundownTemplates/rundownTemplates.policy';
import {
  createStoryTemplate,
  getStoryTemplate,
  listStoryTemplates,
  removeStoryTemplate,
  updateStoryTemplate,
} from './storyTemplates.service';
import { allow } from '../../platform/http/refusals';

const listQuerySchema = z.object({ programId: urlIdSchema.optional() });
const updateSchema = storyTemplateInputSchema.extend({ version: z.number().int().min(1) });

type Request = Parameters<typeof actorOf>[0];
const reader = (request: Request): Actor => {
  const actor = actorOf(request);
  allow(policy.canRead(actor));
  return actor;
};
const writer = (request: Request): Actor => {
  const actor = actorOf(request);
  allow(policy.canWrite(actor));
  return actor;
};

/** Story templates: reusable stories copied into rundowns (rundown area roles). */
export const storyTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['story templates'];

  app.get(
    '/story_templates',
    {
      schema: {
        tags,
        summary: 'Story templates of a program and of no program (or of every visible program)',
        querystring: listQuerySchema,
        response: { 200: z.array(storyTemplateSchema) },
      },
    },
    async (request) =>
      listStoryTemplates(platform, reader(request), request.query.programId ?? null),
  );

  app.get(
    '/story_templates/:id',
    {
      schema: {
        tags,
        summary: 'A story template',
        params: idParamsSchema,
        response: { 200: storyTemplateSchema },
      },
    },
    async (request) => getStoryTemplate(platform, reader(request), request.params.id),
  );

  app.post(
    '/story_templates',
    {
      schema: {
        tags,
        summary: 'Create a story template',
        body: storyTemplateInputSchema,
        response: { 201: storyTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStoryTemplate(platform, writer(request), request.body)),
  );

  app.put(
    '/story_templates/:id',
    {
      schema: {
        tags,
        summary: 'Change a story template at the version loaded',
        params: idParamsSchema,
        body: updateSchema,
        response: { 200: storyTemplateSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return updateStoryTemplate(platform, writer(request), request.params.id, input, version);
    },
  );

  app.delete(
    '/story_templates/:id',
    { schema: { tags, summary: 'Remove a story template', params: idParamsSchema } },
    async (request, reply) => {
      await removeStoryTemplate(platform, writer(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
