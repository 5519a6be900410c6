import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  fieldPatchSchema,
  moveTemplateStorySchema,
  rundownTemplateInputSchema,
  rundownTemplateSchema,
  rundownTemplateSummarySchema,
  templateBlockSchema,
  templateStorySchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import { rundownTemplatesPolicy as policy } from './rundownTemplates.policy';
import { createBlock, patchBlock, removeBlock } from './rundownTemplates.blocks';
import {
  copyTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  patchTemplate,
  removeTemplate,
  repaginateTemplate,
} from './rundownTemplates.service';
import { createStory, moveStory, patchStory, removeStory } from './rundownTemplates.stories';
import { allow } from '../../platform/http/refusals';

const listQuerySchema = z.object({ programId: urlIdSchema });

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

/** Rundown templates, their blocks and their placeholder stories (spec 1 §7 "Rundown templates"). */
export const rundownTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['rundown templates'];

  app.get(
    '/rundown_templates',
    {
      schema: {
        tags,
        summary: "A program's templates, by name",
        querystring: listQuerySchema,
        response: { 200: z.array(rundownTemplateSummarySchema) },
      },
    },
    async (request) => listTemplates(platform, reader(request), request.query.programId),
  );

  app.get(
    '/rundown_templates/:id',
    {
      schema: {
        tags,
        summary: 'A template with its blocks (Standby last) and stories',
        params: idParamsSchema,
        response: { 200: rundownTemplateSchema },
      },
    },
    async (request) => getTemplate(platform, reader(request), request.params.id),
  );

  app.post(
    '/rundown_templates',
    {
      schema: {
        tags,
        summary: 'Create a template (with its Standby block)',
        body: rundownTemplateInputSchema,
        response: { 201: rundownTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(platform, writer(request), request.body)),
  );

  app.post(
    '/rundown_templates/:id/copy',
    {
      schema: {
        tags,
        summary: 'Copy a template under a new name, for this or another program',
        params: idParamsSchema,
        body: rundownTemplateInputSchema,
        response: { 201: rundownTemplateSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await copyTemplate(platform, writer(request), request.params.id, request.body)),
  );

  app.patch(
    '/rundown_templates/:id',
    {
      schema: {
        tags,
        summary: 'Change one field of a template (name)',
        params: idParamsSchema,
        body: fieldPatchSchema,
        response: { 200: rundownTemplateSchema },
      },
    },
    async (request) => patchTemplate(platform, writer(request), request.params.id, request.body),
  );

  app.delete(
    '/rundown_templates/:id',
    { schema: { tags, summary: 'Remove a template', params: idParamsSchema } },
    async (request, reply) => {
      await removeTemplate(platform, writer(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/rundown_templates/:id/repaginate',
    {
      schema: {
        tags,
        summary: 'Number the pages of every story in running order',
        params: idParamsSchema,
        response: { 200: rundownTemplateSchema },
      },
    },
    async (request) => repaginateTemplate(platform, writer(request), request.params.id),
  );

  app.post(
    '/rundown_templates/:id/blocks',
    {
      schema: {
        tags,
        summary: 'Add a block before the Standby block',
        params: idParamsSchema,
        response: { 201: templateBlockSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBlock(platform, writer(request), request.params.id)),
  );

  app.patch(
    '/template_blocks/:id',
    {
      schema: {
        tags,
        summary: 'Change one field of a block (name, commercialMs, breakTime)',
        params: idParamsSchema,
        body: fieldPatchSchema,
        response: { 200: templateBlockSchema },
      },
    },
    async (request) => patchBlock(platform, writer(request), request.params.id, request.body),
  );

  app.delete(
    '/template_blocks/:id',
    { schema: { tags, summary: 'Remove a block and its stories', params: idParamsSchema } },
    async (request, reply) => {
      await removeBlock(platform, writer(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/template_blocks/:id/stories',
    {
      schema: {
        tags,
        summary: 'Add a placeholder story at the end of a block',
        params: idParamsSchema,
        response: { 201: templateStorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStory(platform, writer(request), request.params.id)),
  );

  app.patch(
    '/template_stories/:id',
    {
      schema: {
        tags,
        summary: 'Change one field of a story (slug, estimatedMs, information)',
        params: idParamsSchema,
        body: fieldPatchSchema,
        response: { 200: templateStorySchema },
      },
    },
    async (request) => patchStory(platform, writer(request), request.params.id, request.body),
  );

  app.delete(
    '/template_stories/:id',
    { schema: { tags, summary: 'Remove a story', params: idParamsSchema } },
    async (request, reply) => {
      await removeStory(platform, writer(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/template_stories/move',
    {
      schema: {
        tags,
        summary: 'Move a story before another (or to the end of a block) in its template',
        body: moveTemplateStorySchema,
        response: { 200: rundownTemplateSchema },
      },
    },
    async (request) => moveStory(platform, writer(request), request.body),
  );
};
