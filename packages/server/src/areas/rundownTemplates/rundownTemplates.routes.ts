import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  fieldPatchSchema,
  type FieldPatch,
  moveTemplateStorySchema,
  rundownTemplateInputSchema,
  rundownTemplateSchema,
  rundownTemplateSummarySchema,
  templateBlockSchema,
  templateStorySchema,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
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

type ById<A> = (platform: Platform, actor: Actor, id: number) => Promise<A>;

/** The service calls on one part of a template, each with its summary. */
interface PartCalls<A> {
  /** The URL of its parent's children, `<parent>/:id/<children>`. */
  add?: [url: string, summary: string, add: ById<A>];
  patch: [
    summary: string,
    patch: (platform: Platform, actor: Actor, id: number, patch: FieldPatch) => Promise<A>,
  ];
  remove?: [summary: string, remove: ById<void>];
}

/** Rundown templates, their blocks and their placeholder stories (spec 1 §7 "Rundown templates"). */
export const rundownTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const tags = ['rundown templates'];

  const route = routesOf(app, tags);
  // Every change but a move names its template, block or story by id.
  const write = { allow: policy.canWrite, params: idParamsSchema };

  /**
   * The calls on one part of a template (itself, a block, a story) on `<path>/:id`, in this
   * order: added to its parent, changed one field at a time, removed. Each is a summary and
   * its service call.
   */
  const part = <V extends z.ZodType>(path: string, view: V, calls: PartCalls<z.input<V>>) => {
    const item = `${path}/:id`;
    if (calls.add) {
      const [url, summary, add] = calls.add;
      route.post(url, summary, { ...write, response: { 201: view } }, (actor, { params }) =>
        add(platform, actor, params.id),
      );
    }
    const [patchSummary, patch] = calls.patch;
    route.patch(
      item,
      patchSummary,
      { ...write, body: fieldPatchSchema, response: { 200: view } },
      (actor, { params, body }) => patch(platform, actor, params.id, body),
    );
    if (calls.remove) {
      const [summary, remove] = calls.remove;
      route.delete(item, summary, write, (actor, { params }) => remove(platform, actor, params.id));
    }
  };

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
    { ...write, body: rundownTemplateInputSchema, response: { 201: rundownTemplateSchema } },
    (actor, { params, body }) => copyTemplate(platform, actor, params.id, body),
  );

  part('/rundown_templates', rundownTemplateSchema, {
    patch: ['Change one field of a template (name)', patchTemplate],
  });

  route.post(
    '/rundown_templates/:id/repaginate',
    'Number the pages of every story in running order',
    { ...write, response: { 200: rundownTemplateSchema } },
    (actor, { params }) => repaginateTemplate(platform, actor, params.id),
  );

  part('/template_blocks', templateBlockSchema, {
    add: ['/rundown_templates/:id/blocks', 'Add a block before the Standby block', createBlock],
    patch: ['Change one field of a block (name, commercialMs, breakTime)', patchBlock],
    remove: ['Remove a block and its stories', removeBlock],
  });

  part('/template_stories', templateStorySchema, {
    add: [
      '/template_blocks/:id/stories',
      'Add a placeholder story at the end of a block',
      createStory,
    ],
    patch: ['Change one field of a story (slug, estimatedMs, information)', patchStory],
    remove: ['Remove a story', removeStory],
  });

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
