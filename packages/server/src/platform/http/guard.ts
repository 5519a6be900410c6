import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, localeOfAcceptLanguage } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';

/**
 * Every /api route requires a session unless its config says `isPublic`: a route cannot be
 * left unguarded by forgetting a check. Unknown routes still answer 404; the API description
 * at /api/docs is public.
 */
export function registerAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.is404)
      return;
    const token = request.cookies[SESSION_COOKIE];
    const { database, sessionPolicy, clock, sessions } = app.platform;
    request.actor = token
      ? await resolveSession(
          database,
          token,
          { ip: request.ip, locale: localeOfAcceptLanguage(request.headers['accept-language']) },
          sessionPolicy,
          clock(),
          sessions,
        )
      : null;
    if (!request.actor && request.routeOptions.config.isPublic !== true) {
      throw new DomainError('session_expired', 'error:sessionExpired');
    }
  });
}

/** The request's actor; throws 401 when there is none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new DomainError('session_expired', 'error:sessionExpired');
  return request.actor;
}
