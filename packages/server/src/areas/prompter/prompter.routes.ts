import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prompterScriptSchema } from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { prompterPolicy } from './prompter.policy';
import { positionBodySchema } from './prompter.schemas';
import { prompterScript, sharePosition } from './prompter.service';

/** The prompter of a rundown (issue 26): its script and the operator's position. */
export const prompterRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['prompter']);

  route.get(
    '/rundowns/:id/prompter',
    'The approved stories outside standby in running order with what the presenter reads',
    {
      allow: prompterPolicy.canRead,
      params: idParamsSchema,
      response: { 200: prompterScriptSchema },
    },
    (actor, { params }) => prompterScript(platform, actor, params.id),
  );
  route.post(
    '/rundowns/:id/prompter/position',
    "The operator's reading position, published on the prompter topic to the screens following it",
    { allow: prompterPolicy.canRead, params: idParamsSchema, body: positionBodySchema },
    (actor, { params, body }) => sharePosition(platform, actor, params.id, body),
  );
};
