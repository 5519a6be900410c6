import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES } from './compression';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // The same settings as the compression plugin's (platform/http/compression.ts).
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * A JSON answer serialised once and kept, with each compressed form made once, on the first
 * request that asks for it (in zlib's thread pool), then kept too. For answers many requests
 * share byte for byte (a cached rundown seen by many viewers alike).
 */
export class StoredJson {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  /** The body compressed in `encoding`; a failed compression is not kept. */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressors[encoding](this.body);
      made.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, made);
    }
    return made;
  }
}

/**
 * What the compression plugin would choose for this request: brotli or gzip by the client's
 * `Accept-Encoding` (highest q; brotli on a tie; `*` and `x-gzip` count as gzip), none when it
 * asks for none or sends `x-no-compression`.
 */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    quality.set(name, Math.max(quality.get(name) ?? 0, Number.isFinite(value) ? value : 0));
  }
  const br = quality.get('br') ?? 0;
  const gz = quality.get('gzip') ?? 0;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Sends JSON already serialised: a stored answer compressed as the client asks (its compressed
 * bytes made once), or a one-off body, which the compression plugin handles like any answer.
 * The route's response schema is not applied again: the body was built from validated parts.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredJson | Buffer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (!(answer instanceof StoredJson)) return reply.send(answer);
  const encoding = preferredEncoding(request);
  if (!encoding || answer.body.length < COMPRESS_MIN_BYTES) return reply.send(answer.body);
  const encoded = await answer.encodedAs(encoding);
  // Set before sending, so the plugin leaves the body alone.
  const vary = reply.getHeader('vary');
  reply
    .header('content-encoding', encoding)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return reply.send(encoded);
}
