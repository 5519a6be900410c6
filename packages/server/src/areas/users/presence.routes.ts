import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awayBodySchema, userPresenceSchema } from '@newsroom/domain';
import { presentUsers, setSessionAway } from '../../platform/auth/presence';
import { routesOf } from '../../platform/http/routes';

/** Presence: who is online or away now, and a screen reporting its user idle or back. */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['users']);

  route.get(
    '/users/presence',
    'Everyone online or away now',
    { response: { 200: z.array(userPresenceSchema) } },
    () => presentUsers(platform.database.db),
  );

  route.put(
    '/sessions/away',
    "This session's screens are idle (away) or in use again",
    { body: awayBodySchema },
    (actor, { body }) => setSessionAway(platform.database.db, actor, body.away, platform.clock()),
  );
};
