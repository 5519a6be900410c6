import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@newsroom/domain';
import { isOriginOf } from './forwarded';

/** The Content-Security-Policy every answer carries; the built web app runs under it. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd injects its CSS-in-JS styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  // MOS HTML plug-ins (issue 26) are pages of the devices' own web servers, framed sandboxed.
  "frame-src 'self' http: https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Built-in MOS plug-in pages (the demo's), the only answers this origin may frame. */
export const PLUGIN_PAGES_PREFIX = '/plugins/';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request's Origin (when sent) names the host it was sent to (see TRUST_PROXY). */
export function isSameOrigin(request: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // non-browser clients send none; cookies are SameSite=Lax
  return isOriginOf(origin, request.host);
}

/**
 * Whether a request's body (if any) is of a media type its route consumes (`schema.consumes`,
 * JSON when unsaid): the form and text types a cross-site page can post without a preflight
 * reach only the routes made for them.
 */
function isBodyTypeAccepted(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  const hasBody =
    type !== undefined ||
    Number(request.headers['content-length'] ?? 0) > 0 ||
    request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return true;
  const mediaType = (type ?? '').split(';')[0]!.trim().toLowerCase();
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)
    ?.consumes;
  return (consumes ?? ['application/json']).includes(mediaType);
}

/** Security headers on every answer, and state-changing requests from foreign origins refused. */
export function registerSecurity(app: FastifyInstance, isHttps: boolean): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request)) throw new DomainError('forbidden', 'error:foreignOrigin');
    if (!isBodyTypeAccepted(request))
      throw new DomainError('unsupported_media_type', 'error:unsupportedMediaType');
  });
  app.addHook('onSend', async (request, reply) => {
    const isPluginPage = request.url.startsWith(PLUGIN_PAGES_PREFIX);
    reply.header(
      'content-security-policy',
      isPluginPage
        ? CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
        : CONTENT_SECURITY_POLICY,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', isPluginPage ? 'SAMEORIGIN' : 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // Once served over HTTPS, browsers must never fall back to plain HTTP (COOKIE_SECURE says so too).
    if (isHttps || request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
