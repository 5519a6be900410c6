import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scriptBookSchema, scriptsQuerySchema } from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { scriptsPolicy } from './scripts.policy';
import { scriptBook } from './scripts.service';

/** The script book (spec 1 §1 main area "scripts"). */
export const scriptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['scripts']);

  route.get(
    '/scripts',
    "Every story of a day's rundown of a program in running order with its script, and the scripts of the reportages they were made from",
    {
      allow: scriptsPolicy.canRead,
      querystring: scriptsQuerySchema,
      response: { 200: scriptBookSchema },
    },
    (actor, { query }) => scriptBook(platform, actor, query),
  );
};
