import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allRoles, loginFormSchema, pageQuerySchema } from '@newsroom/domain';
import { endSessions, SESSION_COOKIE, sessionIdOf } from '../../platform/auth/sessions';
import { actorOf } from '../../platform/http/guard';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/sessionCookie';
import { meSchema, presentMe } from '../users/users.presenter';
import { sessionsRepository } from '../../platform/auth/sessions.repository';
import { authPolicy } from './auth.policy';
import { accessFailurePageSchema, presentAccessFailure } from './auth.presenter';
import { authRepository } from './auth.repository';
import { login } from './auth.service';
import { forbidden } from '../../platform/http/refusals';

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

  app.get(
    '/authorities',
    {
      schema: {
        tags: ['auth'],
        summary: 'Every role string',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => allRoles(),
  );

  app.get(
    '/auth/logs/filter',
    {
      schema: {
        tags: ['auth'],
        summary: 'Access-failure logs, paged',
        querystring: pageQuerySchema.extend({ filter: z.string().trim().max(120).default('') }),
        response: { 200: accessFailurePageSchema },
      },
    },
    async (request) => {
      if (!authPolicy.canReadAccessLogs(actorOf(request))) throw forbidden();
      const { filter, page, size } = request.query;
      const { rows, total } = await authRepository.filter(platform.database.db, filter, page, size);
      return { data: rows.map(presentAccessFailure), page, size, total };
    },
  );
};
