import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../platform/http/params';
import { newsReportAssociateSchema, newsReportSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import * as association from './newsReports.association';
import {
  allowedUsersBody,
  associationChangeSchema,
  associationSchema,
  keepGuidelineQuery,
  privateBody,
} from './newsReports.schemas';
import * as sharing from './newsReports.sharing';

const tags = ['news_reports'];
const one = { 200: newsReportSchema };

/** What links a reportage to others: its guideline (association) and who it is shared with. */
export const newsReportLinksRoutes: FastifyPluginAsyncZod = async (app) => {
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
        querystring: keepGuidelineQuery,
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
  app.put(
    '/news_reports/:id/private',
    {
      schema: {
        tags,
        summary: 'Make a reportage private or public (owner only)',
        params: idParamsSchema,
        body: privateBody,
        response: one,
      },
    },
    async (request) =>
      sharing.shareNewsReport(platform, actorOf(request), request.params.id, {
        isPrivate: request.body.isPrivate,
      }),
  );
  app.put(
    '/news_reports/:id/allowed_users',
    {
      schema: {
        tags,
        summary: 'Who else sees a private reportage in full (owner only)',
        params: idParamsSchema,
        body: allowedUsersBody,
        response: one,
      },
    },
    async (request) =>
      sharing.shareNewsReport(platform, actorOf(request), request.params.id, {
        allowedUserIds: request.body.userIds,
      }),
  );
};
