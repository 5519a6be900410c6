import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, urlIdSchema } from '../../platform/http/params';
import {
  assignmentFilterQuerySchema,
  assignmentFromProposalSchema,
  assignmentSchema,
  DOCUMENT_STATES,
  documentDateSchema,
  pageQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import * as lifecycle from './assignments.lifecycle';
import * as lists from './assignments.lists';
import { assignmentKind } from './assignments.kind';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { documentPdfRoute } from '../../platform/pdf/documentPdfRoute';
import { assignmentExport } from './assignments.pdf';
import { documentEmailRoute } from '../mail/mail.document';
import { routesOf } from '../../platform/http/routes';

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
 * counters, copies and assignments from proposals; e-mail is the mail area's document route.
 */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(assignmentKind));
  await app.register(documentPdfRoute(assignmentKind, 'guidelines', assignmentExport));
  await app.register(documentEmailRoute(assignmentKind, 'guidelines', assignmentExport));

  const route = routesOf(app, tags);

  route.get(
    '/assignments',
    'The guidelines of a day',
    { querystring: dateQuery, response: { 200: z.array(assignmentSchema) } },
    (actor, { query }) => lists.listDay(platform, actor, query.date),
  );
  route.get(
    '/assignments/filter',
    'Guidelines by date range, slug text, state and program; date descending',
    { querystring: assignmentFilterQuerySchema, response: { 200: pagedSchema(assignmentSchema) } },
    (actor, { query }) => lists.filterAssignments(platform, actor, query),
  );
  route.get(
    '/assignments/counter',
    "A day's guidelines: total and per state",
    { querystring: dateQuery, response: { 200: counterSchema } },
    (actor, { query }) => lists.countDay(platform, actor, query.date),
  );
  route.get(
    '/assignments/excluded',
    'Guidelines in the trash',
    { querystring: pageQuerySchema, response: { 200: pagedSchema(assignmentSchema) } },
    (actor, { query }) => lists.listExcluded(platform, actor, query),
  );
  route.get(
    '/assignments/groupings',
    "A day's guidelines per program (programId null = without program, the drawer)",
    { querystring: dateQuery, response: { 200: z.array(groupingSchema) } },
    (actor, { query }) => lists.groupings(platform, actor, query.date),
  );
  route.post(
    '/assignments/:id/copy',
    'Copy a guideline (optionally to another date)',
    { params: idParamsSchema, body: copyBody, response: { 201: assignmentSchema } },
    (actor, { params, body }) => lifecycle.copyAssignment(platform, actor, params.id, body?.date),
  );
  route.post(
    '/assignments/proposal/:proposalId',
    'Create a guideline from a proposal (422 proposal:alreadyConverted)',
    {
      params: proposalParams,
      body: assignmentFromProposalSchema.nullish(),
      response: { 201: assignmentSchema },
    },
    (actor, { params, body }) =>
      lifecycle.createFromProposal(platform, actor, params.proposalId, body?.date),
  );
};
