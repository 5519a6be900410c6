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
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

const listQuerySchema = z.object({ programId: urlIdSchema });

/** Rundown templates, their blocks and their placeholder stories (spec 1 §7 "Rundown templates"). */
export const rundownTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['rundown templates'];

  const route = routesOf(app, tags);

  route.get(
    '/rundown_templates',
    "A program's templates, by name",
    {
      allow: policy.canRead,
      querystring: listQuerySchema,
      response: { 200: z.array(rundownTemplateSummarySchema) },
    },
    (actor, { query }) => listTemplates(platform, actor, query.programId),
  );

  recordRoutes(route, {
    path: '/rundown_templates',
    view: rundownTemplateSchema,
    bodies: { create: rundownTemplateInputSchema },
    allow: { read: policy.canRead, write: policy.canWrite },
    summaries: {
      get: 'A template with its blocks (Standby last) and stories',
      create: 'Create a template (with its Standby block)',
      remove: 'Remove a template',
    },
    calls: {
      get: (actor, id) => getTemplate(platform, actor, id),
      create: (actor, input) => createTemplate(platform, actor, input),
      remove: (actor, id) => removeTemplate(platform, actor, id),
    },
  });

  route.post(
    '/rundown_templates/:id/copy',
    'Copy a template under a new name, for this or another program',
    {
      allow: policy.canWrite,
      params: idParamsSchema,
      body: rundownTemplateInputSchema,
      response: { 201: rundownTemplateSchema },
    },
    (actor, { params, body }) => copyTemplate(platform, actor, params.id, body),
  );

  route.patch(
    '/rundown_templates/:id',
    'Change one field of a template (name)',
    {
      allow: policy.canWrite,
      params: idParamsSchema,
      body: fieldPatchSchema,
      response: { 200: rundownTemplateSchema },
    },
    (actor, { params, body }) => patchTemplate(platform, actor, params.id, body),
  );

  route.post(
    '/rundown_templates/:id/repaginate',
    'Number the pages of every story in running order',
    { allow: policy.canWrite, params: idParamsSchema, response: { 200: rundownTemplateSchema } },
    (actor, { params }) => repaginateTemplate(platform, actor, params.id),
  );

  route.post(
    '/rundown_templates/:id/blocks',
    'Add a block before the Standby block',
    { allow: policy.canWrite, params: idParamsSchema, response: { 201: templateBlockSchema } },
    (actor, { params }) => createBlock(platform, actor, params.id),
  );

  route.patch(
    '/template_blocks/:id',
    'Change one field of a block (name, commercialMs, breakTime)',
    {
      allow: policy.canWrite,
      params: idParamsSchema,
      body: fieldPatchSchema,
      response: { 200: templateBlockSchema },
    },
    (actor, { params, body }) => patchBlock(platform, actor, params.id, body),
  );

  route.delete(
    '/template_blocks/:id',
    'Remove a block and its stories',
    { allow: policy.canWrite, params: idParamsSchema },
    (actor, { params }) => removeBlock(platform, actor, params.id),
  );

  route.post(
    '/template_blocks/:id/stories',
    'Add a placeholder story at the end of a block',
    { allow: policy.canWrite, params: idParamsSchema, response: { 201: templateStorySchema } },
    (actor, { params }) => createStory(platform, actor, params.id),
  );

  route.patch(
    '/template_stories/:id',
    'Change one field of a story (slug, estimatedMs, information)',
    {
      allow: policy.canWrite,
      params: idParamsSchema,
      body: fieldPatchSchema,
      response: { 200: templateStorySchema },
    },
    (actor, { params, body }) => patchStory(platform, actor, params.id, body),
  );

  route.delete(
    '/template_stories/:id',
    'Remove a story',
    { allow: policy.canWrite, params: idParamsSchema },
    (actor, { params }) => removeStory(platform, actor, params.id),
  );

  route.post(
    '/template_stories/move',
    'Move a story before another (or to the end of a block) in its template',
    {
      allow: policy.canWrite,
      body: moveTemplateStorySchema,
      response: { 200: rundownTemplateSchema },
    },
    (actor, { body }) => moveStory(platform, actor, body),
  );
};
