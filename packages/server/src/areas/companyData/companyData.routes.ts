import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaConfigsRoutes } from './areaConfigs.routes';
import { LOOKUP_DEFINITIONS } from './lookups.definitions';
import { lookupRoutes } from './lookups.routes';
import { remoteRoutes } from './remote.routes';

/** Company data: the lookups and branches (one factory, five definitions), area configurations and the remote bundle. */
export const companyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of LOOKUP_DEFINITIONS) await app.register(lookupRoutes(definition));
  await app.register(areaConfigsRoutes);
  await app.register(remoteRoutes);
};
