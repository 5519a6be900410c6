import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presenterRateInputSchema, presenterRateSchema } from '@newsroom/domain';
import { idParamsSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import * as service from './presenterRates.service';
import { tags } from './rundowns.view';

const presenterRatesSchema = z.object({
  defaultWpm: z.number().int(),
  presenters: z.array(presenterRateSchema),
});

/** Presenter read rates in words per minute and the suggestions aired shows measured (issue 26). */
export const presenterRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, tags);

  route.get(
    '/presenters/read-rates',
    'Presenters with their read rate, the rate used and a waiting suggestion (ROLE_RUNDOWN_READ)',
    { response: { 200: presenterRatesSchema } },
    (actor) => service.listPresenterRates(platform, actor),
  );
  route.put(
    '/presenters/:id/read-rate',
    "Set a presenter's words per minute, or null for the default (ROLE_RUNDOWN_WRITE)",
    {
      params: idParamsSchema,
      body: presenterRateInputSchema,
      response: { 200: presenterRateSchema },
    },
    (actor, { params, body }) => service.setPresenterRate(platform, actor, params.id, body.wpm),
  );
  route.post(
    '/presenters/:id/read-rate/accept',
    'Accept the suggested rate (422 rundown:noRateSuggestion when none waits)',
    { params: idParamsSchema, response: { 200: presenterRateSchema } },
    (actor, { params }) => service.acceptRateSuggestion(platform, actor, params.id),
  );
};
