import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { PassThrough, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  AGENCY_KEYS,
  FEED_MAX_BYTES,
  FEED_TIMEOUT_MS,
  isPrivateAddress,
  type AgencyHintKey,
} from '@newsroom/domain';
import { SourceError } from './sourceError';

/**
 * The one way the agency reads the network: a GET guarded against request forgery (every address
 * a host resolves to is checked, then the connection is pinned to the checked one, so a DNS
 * rebinding between check and connect cannot reach a private address), with one deadline for the
 * whole exchange, a size cap that also holds for decompressed bodies, and few redirects.
 */

/** How {@link safeFetch} reads one URL. */
export interface SafeFetchOptions {
  /** Whether private, loopback and link-local addresses may be reached (intranet feeds, tests). */
  allowPrivate: boolean;
  /** The hint of the failures that are the source's fault (HTTP status, timeout, size). */
  hint: AgencyHintKey;
  /** The validator of the copy already read, sent as If-None-Match. */
  etag?: string | null;
  /** The date of the copy already read, sent as If-Modified-Since. */
  lastModified?: string | null;
  /** Extra headers (Accept, Authorization); sent only to the first URL's origin. */
  headers?: Record<string, string>;
  /** Deadline of the whole exchange, headers and body; default FEED_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Largest body accepted, decoded; default FEED_MAX_BYTES. */
  maxBytes?: number;
}

/** What a fetch answered: nothing new since the validators, or the body and its validators. */
export type FetchAnswer =
  | { status: 'not_modified' }
  | {
      status: 'ok';
      body: Buffer;
      contentType: string | null;
      etag: string | null;
      lastModified: string | null;
    };

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'NewsroomNRCS/1.0 (+agency)';
/** The Accept of a feed: every feed format first, then any XML or JSON, then anything. */
export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5';

/** GETs a URL for the agency; throws {@link SourceError} on any failure. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchAnswer> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    return await follow(url, options, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new SourceError(options.hint, `timed out after ${timeoutMs / 1000} s`);
    }
    if (error instanceof SourceError) throw error;
    throw new SourceError(options.hint, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

async function follow(
  first: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<FetchAnswer> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const origin = parseUrl(first, options.hint).origin;
  let url = first;
  for (let redirects = 0; ; redirects++) {
    const target = parseUrl(url, options.hint);
    const address = await checkedAddress(target, options, signal);
    const response = await request(target, address, headersFor(target, origin, options), signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects === MAX_REDIRECTS) {
        throw new SourceError(options.hint, `more than ${MAX_REDIRECTS} redirects`);
      }
      url = new URL(location, target).href;
      continue;
    }
    if (status === 304) {
      response.destroy();
      return { status: 'not_modified' };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new SourceError(options.hint, `HTTP ${status}`);
    }
    return {
      status: 'ok',
      body: await readBody(response, maxBytes, options.hint, signal),
      contentType: response.headers['content-type'] ?? null,
      etag: header(response, 'etag'),
      lastModified: header(response, 'last-modified'),
    };
  }
}

function parseUrl(url: string, hint: AgencyHintKey): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SourceError(hint, `not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SourceError(hint, `not an HTTP URL: ${parsed.protocol}`);
  }
  return parsed;
}

/** The address to connect to, once every address of the host passed the private check. */
async function checkedAddress(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<LookupAddress> {
  // An IPv6 literal keeps its brackets in `hostname`.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = await untilAborted(lookup(host, { all: true }), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SourceError(options.hint, `cannot resolve ${host}`);
  }
  if (!options.allowPrivate) {
    const refused = addresses.find(({ address }) => isPrivateAddress(address));
    if (refused) {
      throw new SourceError(AGENCY_KEYS.addressRefused, `${host} is private (${refused.address})`);
    }
  }
  const [address] = addresses;
  if (!address) throw new SourceError(options.hint, `cannot resolve ${host}`);
  return address;
}

/** The resolver has no deadline of its own. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

function headersFor(url: URL, origin: string, options: SafeFetchOptions): OutgoingHttpHeaders {
  // Credentials in the extra headers are not handed to another origin a redirect names.
  const extra = url.origin === origin ? options.headers : undefined;
  return {
    'user-agent': USER_AGENT,
    accept: FEED_ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
    ...(options.etag ? { 'if-none-match': options.etag } : {}),
    ...(options.lastModified ? { 'if-modified-since': options.lastModified } : {}),
    ...lowerCased(extra ?? {}),
  };
}

function lowerCased(headers: Record<string, string>): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** A lookup that answers the checked address whatever the resolver would say now. */
function pinnedLookup(address: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

function request(
  url: URL,
  address: LookupAddress,
  headers: OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // No agent: a pooled socket could outlive the check of the address it is connected to.
    const outgoing = client.request(
      url,
      { method: 'GET', headers, signal, agent: false, lookup: pinnedLookup(address) },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  hint: AgencyHintKey,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => new SourceError(hint, `larger than ${sizeLabel(maxBytes)}`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // The count is of decoded bytes, so a small compressed bomb is stopped as well.
  await pipeline(
    response,
    decoder(response.headers['content-encoding']),
    async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) break;
        chunks.push(chunk);
      }
    },
    { signal },
  ).catch((error: unknown) => {
    // Leaving the loop early destroys the streams, which the pipeline reports as its error.
    if (size <= maxBytes) throw error;
  });
  if (size > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  return Buffer.concat(chunks);
}

function decoder(encoding: string | undefined): Transform {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return new PassThrough();
  }
}

function header(response: IncomingMessage, name: 'etag' | 'last-modified'): string | null {
  return response.headers[name] ?? null;
}

function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}
