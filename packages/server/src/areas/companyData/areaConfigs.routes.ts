import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AREA_CONFIG_AREAS,
  AREA_CONFIG_PATHS,
  AREA_CONFIG_SCHEMAS,
  type AreaConfigs,
  type ConfigArea,
} from '@newsroom/domain';
import { companyDataPolicy } from './companyData.policy';
import { loadAreaConfig, saveAreaConfig } from './areaConfigs.service';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';

/** The version a configuration was loaded at; 0 while it has never been saved. */
const versionShape = { version: z.number().int().min(0) };

/**
 * GET and PUT /api/<documents|assignments|news_reports|stories|rundowns>/config (spec 3 §7):
 * any session reads (forms need the flags); saving is administration (ROLE_ADMIN_WRITE).
 */
export const areaConfigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  for (const area of AREA_CONFIG_AREAS) registerArea(area);

  function registerArea<A extends ConfigArea>(area: A): void {
    const path = `/${AREA_CONFIG_PATHS[area]}/config`;
    const schema: z.ZodObject = AREA_CONFIG_SCHEMAS[area];
    const versioned = schema.extend(versionShape);
    const answer: z.ZodType = versioned;
    const tags = [AREA_CONFIG_PATHS[area]];

    const route = routesOf(app, tags);

    route.get(path, `Configuration of the ${area} area`, { response: { 200: answer } }, () =>
      loadAreaConfig(platform.database.db, area),
    );

    route.put(
      path,
      `Save the configuration of the ${area} area`,
      { body: versioned, response: { 200: answer } },
      (actor, { body }) => {
        if (!companyDataPolicy.canWrite(actor)) throw forbidden();
        const { version, ...config } = body;
        return saveAreaConfig(
          platform,
          actor,
          area,
          config as AreaConfigs[A],
          versionShape.version.parse(version),
        );
      },
    );
  }
};
