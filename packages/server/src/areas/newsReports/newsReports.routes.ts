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
import * as lifecycle from './newsReports.lifecycle';
import * as lists from './newsReports.lists';
import { assignmentParams, dateBody, historySchema } from './newsReports.schemas';
import * as service from './newsReports.service';
import { newsReportKind } from './newsReports.kind';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { documentPdfRoute } from '../../platform/pdf/documentPdfRoute';
import { newsReportExport } from './newsReports.pdf';
import { newsReportAssociationRoutes } from './newsReports.association.routes';
import { routesOf } from '../../platform/http/routes';

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
  await app.register(documentPdfRoute(newsReportKind, 'reportages', newsReportExport));
  await app.register(newsReportAssociationRoutes);

  const route = routesOf(app, tags);

  route.get(
    '/news_reports/filter',
    'Reportages by date range, slug text and programs; newest date first',
    { querystring: newsReportFilterQuerySchema, response: { 200: pagedSchema(newsReportSchema) } },
    (actor, { query }) => lists.filterNewsReports(platform, actor, query),
  );
  route.get(
    '/news_reports/excluded',
    'Reportages in the trash',
    { querystring: pageQuerySchema, response: { 200: pagedSchema(newsReportSchema) } },
    (actor, { query }) => lists.listExcluded(platform, actor, query),
  );
  route.get(
    '/news_reports/:id/history',
    'The change history, newest first',
    { params: idParamsSchema, response: { 200: z.array(historySchema) } },
    (actor, { params }) => service.newsReportHistory(platform, actor, params.id),
  );
  route.post(
    '/news_reports/assignment/:assignmentId',
    'Create a reportage from a guideline, associated with it',
    { params: assignmentParams, body: dateBody, response: created },
    (actor, { params, body }) =>
      lifecycle.createFromAssignment(platform, actor, params.assignmentId, body?.date),
  );
  route.post(
    '/news_reports/:id/copy',
    'Copy a reportage (not approved, the caller its owner, no guideline)',
    { params: idParamsSchema, body: dateBody, response: created },
    (actor, { params, body }) => lifecycle.copyNewsReport(platform, actor, params.id, body?.date),
  );
  route.put(
    '/news_reports/:id/approve',
    'Approve or disapprove (ROLE_NEWS_REPORT_ADMIN; 422 news_report:privateCannotBeApproved)',
    { params: idParamsSchema, body: newsReportApproveSchema, response: one },
    (actor, { params, body }) =>
      lifecycle.approveNewsReport(platform, actor, params.id, body.approve),
  );
};
