import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentAllowedUsersSchema,
  documentPrivateSchema,
  editRequestSchema,
  fieldPatchSchema,
  lockViewSchema,
  revisionWithChangesSchema,
} from '@newsroom/domain';
import { actorOf } from '../http/guard';
import { idParamsSchema } from '../http/params';
import type { AnyDocumentKind } from './kind';
import * as kernel from './kernel';
import { patchDocument } from './kernel.patch';
import { shareDocument } from './kernel.sharing';

/** The kernel's calls a kind may serve. */
export type DocumentCall =
  'read' | 'edit' | 'revisions' | 'create' | 'save' | 'patch' | 'share' | 'trash' | 'restore';

const EVERY_CALL: readonly DocumentCall[] = [
  'read',
  'edit',
  'revisions',
  'create',
  'save',
  'patch',
  'share',
  'trash',
  'restore',
];

/**
 * The routes of a document kind's kernel calls under its path: GET /{id}, POST /{id}/edit,
 * GET /{id}/revisions, POST /, PUT /{id}, DELETE /{id}, PUT /{id}/restore; PATCH /{id} when it
 * declares patches, PUT /{id}/private and /{id}/allowed_users when it declares sharing; POST / only
 * when it inserts. A kind whose document is created or trashed elsewhere (a story lives in its
 * rundown) names the calls it serves.
 */
export function documentRoutes(
  kind: AnyDocumentKind,
  calls: readonly DocumentCall[] = EVERY_CALL,
): FastifyPluginAsyncZod {
  return async (app) => {
    const platform = app.platform;
    const { path, noun } = kind;
    const tags = [path.slice(1)];
    const one = { 200: kind.schemas.document };
    const serves = (call: DocumentCall) => calls.includes(call);

    if (serves('read'))
      app.get(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: `A ${noun} (private ones of others masked; trashed ones marked excluded)`,
            params: idParamsSchema,
            response: one,
          },
        },
        async (request) => kernel.readDocument(platform, kind, actorOf(request), request.params.id),
      );
    if (serves('edit'))
      app.post(
        `${path}/:id/edit`,
        {
          schema: {
            tags,
            summary: `A ${noun} with its edit lock (412 document:lockedTo)`,
            params: idParamsSchema,
            body: editRequestSchema,
            response: {
              200: z.object({ [kind.editKey]: kind.schemas.document, lock: lockViewSchema }),
            },
          },
        },
        async (request) => {
          const { document, lock } = await kernel.openForEdit(
            platform,
            kind,
            actorOf(request),
            request.params.id,
            request.body?.takeOver === true,
          );
          return { [kind.editKey]: document, lock };
        },
      );
    if (serves('revisions'))
      app.get(
        `${path}/:id/revisions`,
        {
          schema: {
            tags,
            summary:
              'Revisions, newest first, with snapshots and the changes from the previous one',
            params: idParamsSchema,
            response: { 200: z.array(revisionWithChangesSchema) },
          },
        },
        async (request) =>
          kernel.documentRevisions(platform, kind, actorOf(request), request.params.id),
      );
    if (serves('create') && kind.insert)
      app.post(
        path,
        {
          schema: {
            tags,
            summary: `Create a ${noun}`,
            body: kind.schemas.input,
            response: { 201: kind.schemas.document },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await kernel.createDocument(platform, kind, actorOf(request), request.body)),
      );
    if (serves('save'))
      app.put(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: `Save a ${noun} over its version (412 lock_lost; 409 stale_version)`,
            params: idParamsSchema,
            body: kind.schemas.update,
            response: one,
          },
        },
        async (request) =>
          kernel.saveDocument(platform, kind, actorOf(request), request.params.id, request.body),
      );
    const { patch, sharing } = kind;
    if (serves('patch') && patch)
      app.patch(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: 'Change one field; failures carry field, newValue, oldValue',
            params: idParamsSchema,
            body: fieldPatchSchema,
            response: one,
          },
        },
        async (request) =>
          patchDocument(
            platform,
            { ...kind, patch },
            actorOf(request),
            request.params.id,
            request.body,
          ),
      );
    if (serves('share') && sharing) {
      app.put(
        `${path}/:id/private`,
        {
          schema: {
            tags,
            summary: `Make a ${noun} private or public (owner only)`,
            params: idParamsSchema,
            body: documentPrivateSchema,
            response: one,
          },
        },
        async (request) =>
          shareDocument(platform, { ...kind, sharing }, actorOf(request), request.params.id, {
            isPrivate: request.body.isPrivate,
          }),
      );
      app.put(
        `${path}/:id/allowed_users`,
        {
          schema: {
            tags,
            summary: `Who else sees a private ${noun} in full (owner only)`,
            params: idParamsSchema,
            body: documentAllowedUsersSchema,
            response: one,
          },
        },
        async (request) =>
          shareDocument(platform, { ...kind, sharing }, actorOf(request), request.params.id, {
            allowedUserIds: request.body.userIds,
          }),
      );
    }
    if (serves('trash'))
      app.delete(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: `Move a ${noun} to the trash (412 document:inEdition)`,
            params: idParamsSchema,
          },
        },
        async (request, reply) => {
          await kernel.trashDocument(platform, kind, actorOf(request), request.params.id);
          return reply.status(204).send();
        },
      );
    if (serves('restore'))
      app.put(
        `${path}/:id/restore`,
        {
          schema: {
            tags,
            summary: `Restore a ${noun} from the trash`,
            params: idParamsSchema,
            response: one,
          },
        },
        async (request) =>
          kernel.restoreDocument(platform, kind, actorOf(request), request.params.id),
      );
  };
}
