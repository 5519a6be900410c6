import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachFromWorkspaceSchema,
  documentAttachmentSchema,
  workspaceCheckSchema,
  workspaceCredentialsInputSchema,
  workspaceDocumentsQuerySchema,
  workspaceEntrySchema,
  workspaceInputSchema,
  workspaceSchema,
  workspaceSearchQuerySchema,
  workspaceSearchResultSchema,
  workspacesConfigSchema,
  workspaceUpdateSchema,
} from '@newsroom/domain';
import { idParamsSchema as params, urlIdSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import type { AnyDocumentKind } from '../../platform/documents/kind';
import { assignmentKind } from '../assignments/assignments.kind';
import { newsReportKind } from '../newsReports/newsReports.kind';
import { storyKind } from '../stories/story.kind';
import { attachFromWorkspace, detachAttachment, listAttachments } from './workspaces.attachments';
import { listDocuments, searchDocuments } from './workspaces.browse';
import { workspacesPolicy as policy } from './workspaces.policy';
import * as service from './workspaces.service';

/** Path of calls on one attachment of a document. */
const attachmentParams = params.extend({ attachmentId: urlIdSchema });

/** The document kinds a workspace document can be attached to: guidelines, stories, reportages. */
const ATTACHING_KINDS: readonly AnyDocumentKind[] = [assignmentKind, storyKind, newsReportKind];

/**
 * Document workspaces (spec 3 §7 "Document workspaces (souv): workspaces, documents, search,
 * credentials, config"): the administrators' list, each user's credentials, browsing and search
 * with those credentials, and attaching a document to a guideline, story or reportage.
 */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['souv']);
  const base = '/souv/workspaces';

  route.get(
    base,
    'Every workspace, by name (administration)',
    { allow: policy.canRead, response: { 200: z.array(workspaceSchema) } },
    () => service.listWorkspaces(platform),
  );
  route.get(
    `${base}/:id`,
    'A workspace',
    { allow: policy.canRead, params, response: { 200: workspaceSchema } },
    (_actor, request) => service.loadWorkspace(platform, request.params.id),
  );
  route.post(
    base,
    'Add a workspace (a WebDAV address and the folder it shows)',
    { allow: policy.canAdminister, body: workspaceInputSchema, response: { 201: workspaceSchema } },
    (actor, { body }) => service.createWorkspace(platform, actor, body),
  );
  route.put(
    `${base}/:id`,
    'Save a workspace over its version',
    {
      allow: policy.canAdminister,
      params,
      body: workspaceUpdateSchema,
      response: { 200: workspaceSchema },
    },
    (actor, request) => service.updateWorkspace(platform, actor, request.params.id, request.body),
  );
  route.delete(
    `${base}/:id`,
    "Delete a workspace and every user's credentials of it (attachments keep their copies)",
    { allow: policy.canAdminister, params },
    (actor, request) => service.deleteWorkspace(platform, actor, request.params.id),
  );

  route.get(
    '/souv/config',
    'The enabled workspaces, whether the caller gave credentials for each, and the limits',
    { response: { 200: workspacesConfigSchema } },
    (actor) => service.workspacesConfig(platform, actor),
  );
  route.put(
    `${base}/:id/credentials`,
    "Keep the caller's own account of the store (sealed), then check it",
    { params, body: workspaceCredentialsInputSchema, response: { 200: workspaceCheckSchema } },
    (actor, request) => service.saveCredentials(platform, actor, request.params.id, request.body),
  );
  route.delete(
    `${base}/:id/credentials`,
    "Forget the caller's account of the store",
    { params },
    (actor, request) => service.deleteCredentials(platform, actor, request.params.id),
  );
  route.get(
    `${base}/:id/documents`,
    'A folder of the workspace (folders first), as the store shows it to the caller',
    {
      params,
      querystring: workspaceDocumentsQuerySchema,
      response: { 200: z.array(workspaceEntrySchema) },
    },
    (actor, request) => listDocuments(platform, actor, request.params.id, request.query.path),
  );
  route.get(
    `${base}/:id/search`,
    'Folders and documents whose names contain q, by a bounded walk below path',
    {
      params,
      querystring: workspaceSearchQuerySchema,
      response: { 200: workspaceSearchResultSchema },
    },
    (actor, request) => searchDocuments(platform, actor, request.params.id, request.query),
  );

  for (const kind of ATTACHING_KINDS) {
    const tagged = routesOf(app, [kind.path.slice(1)]);
    tagged.get(
      `${kind.path}/:id/attachments`,
      `The files attached to a ${kind.noun}`,
      { params, response: { 200: z.array(documentAttachmentSchema) } },
      (actor, request) => listAttachments(platform, kind, actor, request.params.id),
    );
    tagged.post(
      `${kind.path}/:id/attachments/from_workspace`,
      `Copy a workspace document into the newsroom and attach it to a ${kind.noun}`,
      { params, body: attachFromWorkspaceSchema, response: { 201: documentAttachmentSchema } },
      (actor, request) =>
        attachFromWorkspace(platform, kind, actor, request.params.id, request.body),
    );
    tagged.delete(
      `${kind.path}/:id/attachments/:attachmentId`,
      `Detach a file from a ${kind.noun} and remove the newsroom's copy`,
      { params: attachmentParams },
      (actor, request) =>
        detachAttachment(platform, kind, actor, request.params.id, request.params.attachmentId),
    );
  }
};
