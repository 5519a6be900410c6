import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the peer at `address` is a proxy whose X-Forwarded-* headers are believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust of TRUST_PROXY: addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`,
 * comma-separated. Empty trusts no one, so a client cannot claim another host or address.
 */
export function proxyTrustOf(addresses: readonly string[]): ProxyTrust | false {
  return addresses.length === 0 ? false : proxyAddr.compile([...addresses]);
}

/** The last value of a header that proxies may have appended to. */
function lastValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || undefined;
}

/** The host a raw request was sent to, X-Forwarded-Host only from a trusted proxy (as Fastify does). */
export function hostOf(request: IncomingMessage, trust: ProxyTrust | false): string {
  const forwarded = lastValue(request.headers['x-forwarded-host']);
  const peer = request.socket.remoteAddress;
  if (trust && forwarded && peer && trust(peer, 0)) return forwarded;
  return request.headers.host ?? '';
}

/** Whether an Origin header names `host`. */
export function isOriginOf(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
