import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import {
  editRequestSchema,
  fieldPatchSchema,
  newsReportApproveSchema,
  newsReportFilterQuerySchema,
  newsReportInputSchema,
  newsReportSchema,
  newsReportUpdateSchema,
  pageQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as lifecycle from './newsReports.lifecycle';
import * as lists from './newsReports.lists';
import * as patch from './newsReports.patch';
import {
  assignmentParams,
  dateBody,
  editAnswerSchema,
  historySchema,
  revisionSchema,
} from './newsReports.schemas';
import * as service from './newsReports.service';
import { newsReportLinksRoutes } from './newsReports.links.routes';

const tags = ['news_reports'];
const one = { 200: newsReportSchema };
const created = { 201: newsReportSchema };

/**
 * Reportages (news reports, spec 2 and spec 3 §7): filter, editor with locks, copies, reportages
 * from guidelines, patches, trash, approval, revisions and history, association with a guideline
 * and sharing. The configuration (GET/PUT /news_reports/config) is the company data area's.
 */
export const newsReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(newsReportLinksRoutes);

  app.get(
    '/news_reports/filter',
    {
      schema: {
        tags,
        summary: 'Reportages by date range, slug text and programs; newest date first',
        querystring: newsReportFilterQuerySchema,
        response: { 200: pagedSchema(newsReportSchema) },
      },
    },
    async (request) => lists.filterNewsReports(platform, actorOf(request), request.query),
  );
  app.get(
    '/news_reports/excluded',
    {
      schema: {
        tags,
        summary: 'Reportages in the trash',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(newsReportSchema) },
      },
    },
    async (request) => lists.listExcluded(platform, actorOf(request), request.query),
  );
  app.get(
    '/news_reports/:id',
    {
      schema: {
        tags,
        summary: 'A reportage (private ones of others masked)',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => service.loadNewsReport(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/news_reports/:id/edit',
    {
      schema: {
        tags,
        summary: 'A reportage with its edit lock (412 document:lockedTo)',
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
    '/news_reports/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Revisions, newest first, with snapshots and the changes from the previous one',
        params: idParamsSchema,
        response: { 200: z.array(revisionSchema) },
      },
    },
    async (request) =>
      service.listNewsReportRevisions(platform, actorOf(request), request.params.id),
  );
  app.get(
    '/news_reports/:id/history',
    {
      schema: {
        tags,
        summary: 'The change history, newest first',
        params: idParamsSchema,
        response: { 200: z.array(historySchema) },
      },
    },
    async (request) => service.newsReportHistory(platform, actorOf(request), request.params.id),
  );
  app.post(
    '/news_reports',
    {
      schema: {
        tags,
        summary: 'Create a reportage',
        body: newsReportInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createNewsReport(platform, actorOf(request), request.body)),
  );
  app.post(
    '/news_reports/assignment/:assignmentId',
    {
      schema: {
        tags,
        summary: 'Create a reportage from a guideline, associated with it',
        params: assignmentParams,
        body: dateBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await lifecycle.createFromGuideline(
            platform,
            actorOf(request),
            request.params.assignmentId,
            request.body?.date,
          ),
        ),
  );
  app.post(
    '/news_reports/:id/copy',
    {
      schema: {
        tags,
        summary: 'Copy a reportage (not approved, the caller its owner, no guideline)',
        params: idParamsSchema,
        body: dateBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await lifecycle.copyNewsReport(
            platform,
            actorOf(request),
            request.params.id,
            request.body?.date,
          ),
        ),
  );
  app.put(
    '/news_reports/:id',
    {
      schema: {
        tags,
        summary: 'Save a reportage over its version (412 lock_lost; 409 stale_version)',
        params: idParamsSchema,
        body: newsReportUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      service.updateNewsReport(platform, actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/news_reports/:id',
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
      patch.patchNewsReport(platform, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/news_reports/:id',
    {
      schema: {
        tags,
        summary: 'Move a reportage to the trash (412 document:inEdition)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await lifecycle.removeNewsReport(platform, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/news_reports/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restore a reportage from the trash',
        params: idParamsSchema,
        response: one,
      },
    },
    async (request) => lifecycle.restoreNewsReport(platform, actorOf(request), request.params.id),
  );
  app.put(
    '/news_reports/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve or disapprove (ROLE_NEWS_REPORT_ADMIN; 422 news_report:privateCannotBeApproved)',
        params: idParamsSchema,
        body: newsReportApproveSchema,
        response: one,
      },
    },
    async (request) =>
      lifecycle.approveNewsReport(
        platform,
        actorOf(request),
        request.params.id,
        request.body.approve,
      ),
  );
};
