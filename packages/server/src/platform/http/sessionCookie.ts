import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions';

/** Sets the session cookie: HttpOnly, SameSite=Lax, path /, ending with the session. */
export function setSessionCookie(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
