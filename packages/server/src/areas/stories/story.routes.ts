import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../platform/http/params';
import {
  editRequestSchema,
  storyAllowedUsersSchema,
  storyCgInsertSchema,
  storyDocumentSchema,
  storyMediaSchema,
  storyPrivateSchema,
  storyUpdateSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as service from './story.service';
import * as sharing from './story.sharing';

const tags = ['stories'];

const lockViewSchema = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** POST /stories/{id}/edit answer. */
export const storyEditAnswerSchema = z.object({ story: storyDocumentSchema, lock: lockViewSchema });

/** One revision of a story with its changes from the previous one. */
export const storyRevisionSchema = z.object({
  id: z.number().int(),
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  slug: z.string().nullable(),
  snapshot: z.unknown(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

/** The story document: load, edit with its lock, save, revisions, sharing, media (contract "Server A"). */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const { db } = platform.database;

  app.get(
    '/stories/:id',
    {
      schema: {
        tags,
        summary: 'A story (masked when private to others; excluded stories load too)',
        params: idParamsSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) => service.loadStoryDocument(db, request.params.id, actorOf(request)),
  );

  app.post(
    '/stories/:id/edit',
    {
      schema: {
        tags,
        summary:
          'Load a story for edit, acquiring or renewing its lock (412 locked_by_other unless takeOver)',
        params: idParamsSchema,
        body: editRequestSchema,
        response: { 200: storyEditAnswerSchema },
      },
    },
    async (request) =>
      service.loadStoryForEdit(
        platform,
        actorOf(request),
        request.params.id,
        request.body?.takeOver === true,
      ),
  );

  app.put(
    '/stories/:id',
    {
      schema: {
        tags,
        summary:
          'Save a story (412 lock_lost, 409 stale_version with the current story; durations recomputed)',
        params: idParamsSchema,
        body: storyUpdateSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      service.saveStory(platform, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/stories/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Revisions of a story, newest first, with the changes from the previous one',
        params: idParamsSchema,
        response: { 200: z.array(storyRevisionSchema) },
      },
    },
    async (request) => service.listStoryRevisions(db, actorOf(request), request.params.id),
  );

  app.put(
    '/stories/:id/private',
    {
      schema: {
        tags,
        summary: 'Make a story private or public (owner only)',
        params: idParamsSchema,
        body: storyPrivateSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      sharing.setStoryPrivate(
        platform,
        actorOf(request),
        request.params.id,
        request.body.isPrivate,
      ),
  );

  app.put(
    '/stories/:id/allowed_users',
    {
      schema: {
        tags,
        summary: 'Choose who may see a private story (owner only)',
        params: idParamsSchema,
        body: storyAllowedUsersSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      sharing.setStoryAllowedUsers(
        platform,
        actorOf(request),
        request.params.id,
        request.body.userIds,
      ),
  );

  app.put(
    '/stories/:id/media',
    {
      schema: {
        tags,
        summary: 'Set (or clear) the media of a MOS subsection, as a device reports it',
        params: idParamsSchema,
        body: storyMediaSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      sharing.setStoryMedia(
        platform,
        actorOf(request),
        request.params.id,
        request.body.subsectionUuid,
        request.body.media,
      ),
  );

  app.post(
    '/stories/:id/placeholder',
    {
      schema: {
        tags,
        summary: 'An empty placeholder media on a MOS subsection for the device to fill',
        params: idParamsSchema,
        body: z.object({ subsectionUuid: z.string().min(1).max(64) }),
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      sharing.createStoryPlaceholder(
        platform,
        actorOf(request),
        request.params.id,
        request.body.subsectionUuid,
      ),
  );

  app.post(
    '/stories/:id/cg',
    {
      schema: {
        tags,
        summary: 'A CG a plugin or device inserts into a section (CG and MOS_CG only)',
        params: idParamsSchema,
        body: storyCgInsertSchema,
        response: { 200: storyDocumentSchema },
      },
    },
    async (request) =>
      sharing.insertStoryCg(platform, actorOf(request), request.params.id, request.body),
  );
};
