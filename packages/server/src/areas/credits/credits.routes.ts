import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditSendSchema, creditsListSchema, creditsQuerySchema } from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { creditsAnswerSchema } from '../rundowns/rundowns.schemas';
import { creditsPolicy } from './credits.policy';
import { listCredits, sendCredit } from './credits.service';

/** The credits list (spec 1 §1 "credits list"). */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['credits']);

  route.get(
    '/credits',
    "The people credited in a day's stories and reportages of a program, and the program's CG device",
    {
      allow: creditsPolicy.canList,
      querystring: creditsQuerySchema,
      response: { 200: creditsListSchema },
    },
    (actor, { query }) => listCredits(platform, actor, query),
  );

  route.post(
    '/credits/send',
    "Send one credit to the program's II character generator (422 rundown:credits_sendFailure)",
    {
      allow: creditsPolicy.canSend,
      body: creditSendSchema,
      response: { 200: creditsAnswerSchema },
    },
    (actor, { body }) => sendCredit(platform, actor, body),
  );
};
