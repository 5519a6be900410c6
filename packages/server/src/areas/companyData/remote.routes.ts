import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDataSchema } from '@newsroom/domain';
import { loadCompanyData } from './remote.service';
import { routesOf } from '../../platform/http/routes';

/** GET /api/remote: the company data bundle (any session: every form's selects need it). */
export const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['remote']);
  route.get(
    '/remote',
    'Company data: programs, people, lookups, teams and area configurations',
    { response: { 200: companyDataSchema } },
    () => loadCompanyData(platform),
  );
};
