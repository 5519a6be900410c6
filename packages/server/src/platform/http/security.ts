import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@newsroom/domain';

/** The Content-Security-Policy every answer carries; the built web app runs under it. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd injects its CSS-in-JS styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request's Origin (when sent) names the host it was sent to. */
export function isSameOrigin(request: Pick<FastifyRequest, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // non-browser clients send none; cookies are SameSite=Lax
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Security headers on every answer, and state-changing requests from foreign origins refused. */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      throw new DomainError('forbidden', 'error:foreignOrigin');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
