import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf } from '../../platform/http/guard';
import { setSessionCookie } from '../../platform/http/sessionCookie';
import { publicUserSchema } from '@newsroom/domain';
import { meSchema } from './users.presenter';
import { usersPolicy } from './users.policy';
import { updateMeSchema, userIdParamsSchema } from './users.schemas';
import { listOnline, loadMe, updateMe } from './users.service';
import { kickOut } from './users.admin.service';
import { usersAdminRoutes } from './users.admin.routes';
import { presenceRoutes } from './presence.routes';
import { forbidden } from '../../platform/http/refusals';
import { routesOf } from '../../platform/http/routes';

/** The caller's own data, who is online, kick-out, and the users administration. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  await app.register(usersAdminRoutes);
  await app.register(presenceRoutes);

  const route = routesOf(app, ['users']);

  route.get('/users/me', 'The caller', { response: { 200: meSchema } }, (actor) =>
    loadMe(platform, actor),
  );

  app.put(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: "Update the caller's name, e-mail and password",
        body: updateMeSchema,
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      const { me, session } = await updateMe(
        platform,
        actorOf(request),
        request.body,
        request.headers['user-agent'] ?? '',
      );
      if (session) setSessionCookie(reply, session, platform.config.cookieSecure);
      return me;
    },
  );

  app.get(
    '/users/online',
    {
      schema: {
        tags: ['users'],
        summary: 'Users with an open session',
        response: { 200: z.array(publicUserSchema) },
      },
    },
    async () => listOnline(platform),
  );

  route.delete(
    '/users/:id/session',
    'Kick-out: end every session of a user',
    { params: userIdParamsSchema },
    (actor, { params }) => {
      if (!usersPolicy.canKickOut(actor)) throw forbidden();
      return kickOut(platform, actor, params.id);
    },
  );
};
