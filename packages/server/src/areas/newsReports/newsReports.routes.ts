import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { z } from 'zod';
import {
  newsReportApproveSchema,
  newsReportFilterQuerySchema,
  newsReportSchema,
  pageQuerySchema,
  pagedSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as lifecycle from './newsReports.lifecycle';
import * as lists from './newsReports.lists';
import { assignmentParams, dateBody, historySchema } from './newsReports.schemas';
import * as service from './newsReports.service';
import { newsReportKind } from './newsReports.kind';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { newsReportAssociationRoutes } from './newsReports.association.routes';

const tags = ['news_reports'];
const one = { 200: newsReportSchema };
const created = { 201: newsReportSchema };

/**
 * News reports (spec 2 and spec 3 §7). The kernel serves the document calls (load, edit with its
 * lock, create, save, revisions, trash, restore); here: filter, copies, news reports from
 * assignments, approval, history and the association with an assignment (the kernel also serves
 * patches and sharing). The configuration (GET/PUT /news_reports/config) is the company data
 * area's.
 */
export const newsReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(newsReportKind));
  await app.register(newsReportAssociationRoutes);

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
          await lifecycle.createFromAssignment(
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
