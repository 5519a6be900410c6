import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import { storyCgInsertSchema, storyDocumentSchema, storyMediaSchema } from '@newsroom/domain';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { documentPdfRoute } from '../../platform/pdf/documentPdfRoute';
import { storyExport } from './story.pdf';
import * as media from './story.media';
import { storyKind } from './story.kind';
import { storiesRundownRoutes } from './stories.rundown.routes';
import { routesOf } from '../../platform/http/routes';

const tags = ['stories'];

/**
 * Every /stories/{id} route (contract "Server A"; lists, trash and drawer: stories.lists.routes.ts).
 * The kernel serves the document — load, edit with its lock, save, revisions and sharing
 * (story.kind.ts); stories.rundown.routes.ts a story in its rundown (creation, the grid's patches,
 * status, moves, copies, removal); here the media and CGs devices put into it.
 */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(storyKind, ['read', 'edit', 'revisions', 'save', 'share']));
  await app.register(documentPdfRoute(storyKind, 'stories', storyExport));
  await app.register(storiesRundownRoutes);

  const route = routesOf(app, tags);

  route.put(
    '/stories/:id/media',
    'Set (or clear) the media of a MOS subsection, as a device reports it',
    { params: idParamsSchema, body: storyMediaSchema, response: { 200: storyDocumentSchema } },
    (actor, { params, body }) =>
      media.setStoryMedia(platform, actor, params.id, body.subsectionUuid, body.media),
  );

  route.post(
    '/stories/:id/placeholder',
    'An empty placeholder media on a MOS subsection for the device to fill',
    {
      params: idParamsSchema,
      body: z.object({ subsectionUuid: z.string().min(1).max(64) }),
      response: { 200: storyDocumentSchema },
    },
    (actor, { params, body }) =>
      media.createStoryPlaceholder(platform, actor, params.id, body.subsectionUuid),
  );

  route.post(
    '/stories/:id/cg',
    'A CG a plugin or device inserts into a section (CG and MOS_CG only)',
    { params: idParamsSchema, body: storyCgInsertSchema, response: { 200: storyDocumentSchema } },
    (actor, { params, body }) => media.insertStoryCg(platform, actor, params.id, body),
  );
};
