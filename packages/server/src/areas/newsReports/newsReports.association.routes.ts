import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { newsReportAssociateSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as association from './newsReports.association';
import {
  associationChangeSchema,
  associationSchema,
  keepAssignmentQuery,
} from './newsReports.schemas';

const tags = ['news_reports'];

/** A news report's association with the assignment it came from. */
export const newsReportAssociationRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/news_reports/:id/assignment',
    {
      schema: {
        tags,
        summary: 'The associated guideline (excluded = in the trash)',
        params: idParamsSchema,
        response: { 200: associationSchema },
      },
    },
    async (request) => association.loadAssociation(platform, actorOf(request), request.params.id),
  );
  app.put(
    '/news_reports/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Associate (or reassociate) a guideline',
        params: idParamsSchema,
        body: newsReportAssociateSchema,
        response: { 200: associationChangeSchema },
      },
    },
    async (request) =>
      association.associate(
        platform,
        actorOf(request),
        request.params.id,
        request.body.assignmentId,
      ),
  );
  app.delete(
    '/news_reports/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Remove the association (keepGuideline=false also trashes the guideline)',
        params: idParamsSchema,
        querystring: keepAssignmentQuery,
        response: { 200: associationChangeSchema },
      },
    },
    async (request) =>
      association.removeAssociation(
        platform,
        actorOf(request),
        request.params.id,
        request.query.keepGuideline === 'true',
      ),
  );
};
