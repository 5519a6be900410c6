import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedSchema,
  reportApproveSchema,
  reportFilterQuerySchema,
  reportSchema,
} from '@newsroom/domain';
import { documentRoutes } from '../../platform/documents/kernel.routes';
import { documentPdfRoute } from '../../platform/pdf/documentPdfRoute';
import { reportExport } from './reports.pdf';
import { idParamsSchema as params } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { approveReport, copyReport } from './reports.lifecycle';
import { filterReports } from './reports.lists';
import { reportKind } from './reports.kind';

/**
 * Reports (spec 3 §7 "Reports and news reports with similar sets, plus approve and disapprove").
 * The kernel serves the document calls (load, edit with its lock, create, save, revisions,
 * sharing, trash, restore); here: the filter, copies and the approval.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(documentRoutes(reportKind));
  await app.register(documentPdfRoute(reportKind, 'reports', reportExport));
  const route = routesOf(app, ['reports']);

  route.get(
    '/reports/filter',
    'Reports of the days between from and to, by words, category and event; newest day first',
    { querystring: reportFilterQuerySchema, response: { 200: pagedSchema(reportSchema) } },
    (actor, { query }) => filterReports(platform, actor, query),
  );
  route.post(
    '/reports/:id/copy',
    'Copy a report (the caller its owner, not approved, not private)',
    { params, response: { 201: reportSchema } },
    (actor, request) => copyReport(platform, actor, request.params.id),
  );
  route.put(
    '/reports/:id/approve',
    'Approve or disapprove (ROLE_REPORT_ADMIN; 422 reports:privateCannotBeApproved)',
    { params, body: reportApproveSchema, response: { 200: reportSchema } },
    (actor, request) => approveReport(platform, actor, request.params.id, request.body.approve),
  );
};
