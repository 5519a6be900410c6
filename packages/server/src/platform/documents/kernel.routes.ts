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
import { idParamsSchema } from '../http/params';
import type { AnyDocumentKind } from './kind';
import * as kernel from './kernel';
import { patchDocument } from './kernel.patch';
import { shareDocument } from './kernel.sharing';
import { routesOf } from '../http/routes';

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

    const route = routesOf(app, tags);

    if (serves('read'))
      route.get(
        `${path}/:id`,
        `A ${noun} (private ones of others masked; trashed ones marked excluded)`,
        { params: idParamsSchema, response: one },
        (actor, { params }) => kernel.readDocument(platform, kind, actor, params.id),
      );
    if (serves('edit'))
      route.post(
        `${path}/:id/edit`,
        `A ${noun} with its edit lock (412 document:lockedTo)`,
        {
          params: idParamsSchema,
          body: editRequestSchema,
          response: {
            200: z.object({ [kind.editKey]: kind.schemas.document, lock: lockViewSchema }),
          },
        },
        async (actor, { params, body }) => {
          const { document, lock } = await kernel.openForEdit(
            platform,
            kind,
            actor,
            params.id,
            body?.takeOver === true,
          );
          return { [kind.editKey]: document, lock };
        },
      );
    if (serves('revisions'))
      route.get(
        `${path}/:id/revisions`,
        'Revisions, newest first, with snapshots and the changes from the previous one',
        { params: idParamsSchema, response: { 200: z.array(revisionWithChangesSchema) } },
        (actor, { params }) => kernel.documentRevisions(platform, kind, actor, params.id),
      );
    if (serves('create') && kind.insert)
      route.post(
        path,
        `Create a ${noun}`,
        { body: kind.schemas.input, response: { 201: kind.schemas.document } },
        (actor, { body }) => kernel.createDocument(platform, kind, actor, body),
      );
    if (serves('save'))
      route.put(
        `${path}/:id`,
        `Save a ${noun} over its version (412 lock_lost; 409 stale_version)`,
        { params: idParamsSchema, body: kind.schemas.update, response: one },
        (actor, { params, body }) => kernel.saveDocument(platform, kind, actor, params.id, body),
      );
    const { patch, sharing } = kind;
    if (serves('patch') && patch)
      route.patch(
        `${path}/:id`,
        'Change one field; failures carry field, newValue, oldValue',
        { params: idParamsSchema, body: fieldPatchSchema, response: one },
        (actor, { params, body }) =>
          patchDocument(platform, { ...kind, patch }, actor, params.id, body),
      );
    if (serves('share') && sharing) {
      route.put(
        `${path}/:id/private`,
        `Make a ${noun} private or public (owner only)`,
        { params: idParamsSchema, body: documentPrivateSchema, response: one },
        (actor, { params, body }) =>
          shareDocument(platform, { ...kind, sharing }, actor, params.id, {
            isPrivate: body.isPrivate,
          }),
      );
      route.put(
        `${path}/:id/allowed_users`,
        `Who else sees a private ${noun} in full (owner only)`,
        { params: idParamsSchema, body: documentAllowedUsersSchema, response: one },
        (actor, { params, body }) =>
          shareDocument(platform, { ...kind, sharing }, actor, params.id, {
            allowedUserIds: body.userIds,
          }),
      );
    }
    if (serves('trash'))
      route.delete(
        `${path}/:id`,
        `Move a ${noun} to the trash (412 document:inEdition)`,
        { params: idParamsSchema },
        (actor, { params }) => kernel.trashDocument(platform, kind, actor, params.id),
      );
    if (serves('restore'))
      route.put(
        `${path}/:id/restore`,
        `Restore a ${noun} from the trash`,
        { params: idParamsSchema, response: one },
        (actor, { params }) => kernel.restoreDocument(platform, kind, actor, params.id),
      );
  };
}
