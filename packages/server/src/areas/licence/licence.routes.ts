import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  licenceDaysSchema,
  licenceInfoSchema,
  licenceRegisterSchema,
  licenceServerUrlUpdateSchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { licencePolicy } from './licence.policy';
import {
  checkLicence,
  installationLicence,
  licenceInfo,
  registerFromServer,
  registerLicenceFile,
  setLicenceServerUrl,
} from './licence.service';

/** The licence (spec 3 §7 "Licence: check, daysToExpire, info, register, set_server_url"). */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['license']);

  route.get(
    '/license/info',
    'The licence, the users and sessions it counts, and the licence server URL',
    { allow: licencePolicy.canRead, response: { 200: licenceInfoSchema } },
    () => licenceInfo(platform),
  );

  route.get(
    '/license/daysToExpire',
    'The licence state and days to its last day (any session: the expiry banner)',
    { response: { 200: licenceDaysSchema } },
    async () => {
      const { state, daysToExpire } = await installationLicence(platform);
      return { state, daysToExpire };
    },
  );

  route.post(
    '/license/check',
    'Fetch the current licence from the licence server (when set), then answer the licence',
    { allow: licencePolicy.canWrite, response: { 200: licenceInfoSchema } },
    (actor) => checkLicence(platform, actor),
  );

  route.post(
    '/license/register',
    'Register a licence: an uploaded file ({ licence }) or fetched for a client ({ clientId })',
    {
      allow: licencePolicy.canWrite,
      body: licenceRegisterSchema,
      response: { 200: licenceInfoSchema },
    },
    (actor, { body }) =>
      'licence' in body
        ? registerLicenceFile(platform, actor, body.licence)
        : registerFromServer(platform, actor, body.clientId),
  );

  route.put(
    '/license/set_server_url',
    'Set or clear the licence server URL',
    {
      allow: licencePolicy.canWrite,
      body: licenceServerUrlUpdateSchema,
      response: { 200: licenceInfoSchema },
    },
    (actor, { body }) => setLicenceServerUrl(platform, actor, body.url),
  );
};
