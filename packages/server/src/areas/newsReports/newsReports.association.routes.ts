import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { newsReportAssociateSchema } from '@newsroom/domain';
import * as association from './newsReports.association';
import {
  associationChangeSchema,
  associationSchema,
  keepAssignmentQuery,
} from './newsReports.schemas';
import { routesOf } from '../../platform/http/routes';

const tags = ['news_reports'];

/** A news report's association with the assignment it came from. */
export const newsReportAssociationRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  route.get(
    '/news_reports/:id/assignment',
    'The associated guideline (excluded = in the trash)',
    { params: idParamsSchema, response: { 200: associationSchema } },
    (actor, { params }) => association.loadAssociation(platform, actor, params.id),
  );
  route.put(
    '/news_reports/:id/assignment',
    'Associate (or reassociate) a guideline',
    {
      params: idParamsSchema,
      body: newsReportAssociateSchema,
      response: { 200: associationChangeSchema },
    },
    (actor, { params, body }) =>
      association.associate(platform, actor, params.id, body.assignmentId),
  );
  route.delete(
    '/news_reports/:id/assignment',
    'Remove the association (keepGuideline=false also trashes the guideline)',
    {
      params: idParamsSchema,
      querystring: keepAssignmentQuery,
      response: { 200: associationChangeSchema },
    },
    (actor, { params, query }) =>
      association.removeAssociation(platform, actor, params.id, query.keepGuideline === 'true'),
  );
};
