import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDataSchema } from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
import { loadCompanyData } from './remote.service';

/** GET /api/remote: the company data bundle (any session: every form's selects need it). */
export const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  app.get(
    '/remote',
    {
      schema: {
        tags: ['remote'],
        summary: 'Company data: programs, people, lookups, teams and area configurations',
        response: { 200: companyDataSchema },
      },
    },
    async (request) => {
      actorOf(request);
      return loadCompanyData(platform);
    },
  );
};
