import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  assignmentAllowedUsersSchema,
  assignmentEmailSchema,
  assignmentFilterQuerySchema,
  assignmentFromProposalSchema,
  assignmentInputSchema,
  assignmentPrivateSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  DOCUMENT_STATES,
  documentDateSchema,
  editRequestSchema,
  fieldPatchSchema,
  pageQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as lifecycle from './assignments.lifecycle';
import * as lists from './assignments.lists';
import * as patch from './assignments.patch';
import * as service from './assignments.service';
import * as sharing from './assignments.sharing';

const tags = ['assignments'];
const proposalParams = z.object({ proposalId: urlIdSchema });
const dateQuery = z.object({ date: documentDateSchema });
const copyBody = z.object({ date: documentDateSchema.optional() }).nullish();

const lockViewSchema = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** POST /assignments/{id}/edit answer. */
const editAnswerSchema = z.object({ assignment: assignmentSchema, lock: lockViewSchema });

/** One revision of a guideline with its changes from the previous one. */
const revisionSchema = z.object({
  id: z.number().int(),
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  slug: z.string().nullable(),
  snapshot: z.unknown(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

const counterSchema = z.object({
  total: z.number().int(),
  byState: z.record(z.enum(DOCUMENT_STATES), z.number().int()),
});
const groupingSchema = z.object({
  programId: z.number().int().nullable(),
  count: z.number().int(),
});

/** Guidelines (assignments): day lists, filter, editor with locks, copies, patches, trash (spec 3 §7). */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/assignments',
    {
      schema: {
        tags,
        summary: 'The guidelines of a day',
        querystring: dateQuery,
        response: { 200: z.array(assignmentSchema) },
      },
    },
    async (request) => lists.listDay(platform, actorOf(request), request.query.date),
  );
  app.get(
    '/assignments/filter',
    {
      schema: {
        tags,
        summary: 'Guidelines by date range, slug text, state and program; date descending',
        querystring: assignmentFilterQuerySchema,
        response: { 200: pagedSchema(assignmentSchema) },
      },
    },
    async (request) => lists.filterAssignments(platform, actorOf(request), request.query),
  );
  app.get(
    '/assignments/counter',
    {
      schema: {
        tags,
        summary: "A day's guidelines: total and per state",
        querystring: dateQuery,
        response: { 200: counterSchema },
      },
    },
    async (request) => lists.countDay(platform, actorOf(request), request.query.date),
  );
  app.get(
    '/assignments/excluded',
    {
      schema: {
        tags,
        summary: 'Guidelines in the trash',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(assignmentSchema) },
      },
    },
    async (request) => lists.listExcluded(platform, actorOf(request), request.query),
  );
  app.get(
    '/assignments/groupings',
    {
      schema: {
        tags,
        summary: "A day's guidelines per program (programId null = without program, the drawer)",
        querystring: dateQuery,
        response: { 200: z.array(groupingSchema) },
      },
    },
    async (request) => lists.groupings(platform, actorOf(request), request.query.date),
  );
  app.get(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'A guideline (private ones of others masked)',
        params: idParamsSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) => service.loadAssignment(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/assignments/:id/edit',
    {
      schema: {
        tags,
        summary:
          'A guideline with its edit lock (412 document:lockedTo; 422 assignment:finishedLocked)',
        params: idParamsSchema,
        body: editRequestSchema,
        response: { 200: editAnswerSchema },
      },
    },
    async (request) =>
      service.loadForEdit(
        platform,
        actorOf(request),
        request.params.id,
        request.body?.takeOver === true,
      ),
  );
  app.get(
    '/assignments/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Revisions, newest first, with the changes from the previous one',
        params: idParamsSchema,
        response: { 200: z.array(revisionSchema) },
      },
    },
    async (request) =>
      service.listAssignmentRevisions(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/assignments',
    {
      schema: {
        tags,
        summary: 'Create a guideline',
        body: assignmentInputSchema,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createAssignment(platform, actorOf(request), request.body)),
  );
  app.post(
    '/assignments/:id/copy',
    {
      schema: {
        tags,
        summary: 'Copy a guideline (optionally to another date)',
        params: idParamsSchema,
        body: copyBody,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await lifecycle.copyAssignment(
            platform,
            actorOf(request),
            request.params.id,
            request.body?.date,
          ),
        ),
  );
  app.post(
    '/assignments/proposal/:proposalId',
    {
      schema: {
        tags,
        summary: 'Create a guideline from a proposal (422 proposal:alreadyConverted)',
        params: proposalParams,
        body: assignmentFromProposalSchema.nullish(),
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await lifecycle.createFromProposal(
            platform,
            actorOf(request),
            request.params.proposalId,
            request.body?.date,
          ),
        ),
  );
  app.put(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Save a guideline over its version (412 lock_lost; 409 stale_version)',
        params: idParamsSchema,
        body: assignmentUpdateSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      service.updateAssignment(platform, actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Change one field; failures carry field, newValue, oldValue',
        params: idParamsSchema,
        body: fieldPatchSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      patch.patchAssignment(platform, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Move a guideline to the trash (412 document:inEdition)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await lifecycle.removeAssignment(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/assignments/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restore a guideline from the trash',
        params: idParamsSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) => lifecycle.restoreAssignment(platform, actorOf(request), request.params.id),
  );
  app.put(
    '/assignments/:id/private',
    {
      schema: {
        tags,
        summary: 'Make a guideline private or public (owner only)',
        params: idParamsSchema,
        body: assignmentPrivateSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      sharing.shareAssignment(platform, actorOf(request), request.params.id, {
        isPrivate: request.body.isPrivate,
      }),
  );
  app.put(
    '/assignments/:id/allowed_users',
    {
      schema: {
        tags,
        summary: 'Who else sees a private guideline in full (owner only)',
        params: idParamsSchema,
        body: assignmentAllowedUsersSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) =>
      sharing.shareAssignment(platform, actorOf(request), request.params.id, {
        allowedUserIds: request.body.userIds,
      }),
  );
  app.post(
    '/assignments/:id/email',
    {
      schema: {
        tags,
        summary: 'E-mail a guideline (422 mail:notAvailable until SMTP sending exists)',
        params: idParamsSchema,
        body: assignmentEmailSchema,
      },
    },
    async (request) =>
      sharing.emailAssignment(platform, actorOf(request), request.params.id, request.body.to),
  );
};
