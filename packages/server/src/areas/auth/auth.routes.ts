import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allRoles, loginFormSchema, pageQuerySchema } from '@newsroom/domain';
import { endSessions, SESSION_COOKIE, sessionIdOf } from '../../platform/auth/sessions';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/sessionCookie';
import { meSchema, presentMe } from '../users/users.presenter';
import { sessionsRepository } from '../../platform/auth/sessions.repository';
import { authPolicy } from './auth.policy';
import { accessFailurePageSchema, presentAccessFailure } from './auth.presenter';
import { authRepository } from './auth.repository';
import { login } from './auth.service';
import { routesOf } from '../../platform/http/routes';

/** Login, logout, authorities and the access-failure log (spec 3 §7 "Authentication and session"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.post(
    '/authentication',
    {
      config: { isPublic: true },
      schema: {
        tags: ['auth'],
        summary: 'Log in (form: username, password, isResetPassword, currentPassword)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: loginFormSchema,
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { user, session } = await login(platform, request.body, meta);
      setSessionCookie(reply, session, platform.config.cookieSecure);
      return presentMe(user, await sessionsRepository.groupIdsOf(platform.database.db, user.id));
    },
  );

  app.post(
    '/logout',
    {
      config: { isPublic: true },
      schema: { tags: ['auth'], summary: 'Log out (ends this session)' },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token)
        await platform.database.db.transaction((tx) => endSessions(tx, [sessionIdOf(token)], null));
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  const route = routesOf(app, ['auth']);

  route.get('/authorities', 'Every role string', { response: { 200: z.array(z.string()) } }, () =>
    allRoles(),
  );

  route.get(
    '/auth/logs/filter',
    'Access-failure logs, paged',
    {
      allow: authPolicy.canReadAccessLogs,
      querystring: pageQuerySchema.extend({ filter: z.string().trim().max(120).default('') }),
      response: { 200: accessFailurePageSchema },
    },
    async (actor, { query }) => {
      const { filter, page, size } = query;
      const { rows, total } = await authRepository.filter(platform.database.db, filter, page, size);
      return { data: rows.map(presentAccessFailure), page, size, total };
    },
  );
};
