import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  assignmentEmailSchema,
  assignmentFilterQuerySchema,
  assignmentFromProposalSchema,
  assignmentSchema,
  DOCUMENT_STATES,
  documentDateSchema,
  pageQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as lifecycle from './assignments.lifecycle';
import * as lists from './assignments.lists';
import * as email from './assignments.email';
import { assignmentKind } from './assignments.kind';
import { documentRoutes } from '../../platform/documents/kernel.routes';

const tags = ['assignments'];
const proposalParams = z.object({ proposalId: urlIdSchema });
const dateQuery = z.object({ date: documentDateSchema });
const copyBody = z.object({ date: documentDateSchema.optional() }).nullish();

const counterSchema = z.object({
  total: z.number().int(),
  byState: z.record(z.enum(DOCUMENT_STATES), z.number().int()),
});
const groupingSchema = z.object({
  programId: z.number().int().nullable(),
  count: z.number().int(),
});

/**
 * Assignments (spec 3 §7). The kernel serves the document calls (load, edit with its
 * lock, create, save, patch, sharing, revisions, trash, restore); here: day lists, filter,
 * counters, copies, assignments from proposals and e-mail.
 */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(assignmentKind));

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
      email.emailAssignment(platform, actorOf(request), request.params.id, request.body.to),
  );
};
