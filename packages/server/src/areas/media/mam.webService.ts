import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DEVICE_RULES,
  DomainError,
  MEDIA_RULES,
  mamFieldsAnswerSchema,
  mamMediaItemSchema,
  mamSearchAnswerSchema,
  ruleViolation,
  thumbnailContentType,
  type MamMediaItem,
  type MamSearchAnswer,
  type SearchableField,
} from '@newsroom/domain';
import type { z } from 'zod';

/**
 * Client of an asset manager's web service (MAM devices with protocol WS), over the JSON
 * contract documented in docs/API.md "Media centre":
 *
 *   GET <webServiceUrl>/search?q=<words>&page=<from 0>&size=<n>[&<field>=<words>…]
 *                                                              → { items: [...], total }
 *   GET <webServiceUrl>/thumbnails/<objectId>                   → an image (PNG, JPEG, GIF, WebP)
 *   GET <webServiceUrl>/fields, POST /sync, GET/PUT /objects/<objectId>, POST /objects
 *   (the shapes in domain media/mamObjects.ts)
 *
 * Every exchange, body included, is bounded by the configured timeout (config `mamTimeoutMs`,
 * MAM_TIMEOUT_MS): a device that does not answer turns into 422 `device:unreachable` naming it,
 * never a hanging request.
 */

/** Largest search answer read from a device. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;
/** Largest thumbnail passed on. */
const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** The device as the client needs it, and how long one exchange with it may take. */
export interface MamEndpoint {
  name: string;
  webServiceUrl: string;
  timeoutMs: number;
}

/** A thumbnail on its way: its image type and its bytes as they arrive. */
export interface MamThumbnail {
  contentType: string;
  body: Readable;
}

function unreachable(device: MamEndpoint): DomainError {
  return ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
}

/** `<webServiceUrl>/<path>`; a missing or non-HTTP address is an incomplete device (422). */
function endpointUrl(device: MamEndpoint, path: string): URL {
  let base: URL;
  try {
    base = new URL(
      device.webServiceUrl.endsWith('/') ? device.webServiceUrl : `${device.webServiceUrl}/`,
    );
  } catch {
    throw ruleViolation(DEVICE_RULES.connectionIncomplete, { device: device.name });
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw ruleViolation(DEVICE_RULES.connectionIncomplete, { device: device.name });
  return new URL(path, base);
}

async function request(
  device: MamEndpoint,
  url: URL,
  accept: string,
  send?: { method: 'POST' | 'PUT'; json?: unknown },
): Promise<Response> {
  try {
    return await fetch(url, {
      method: send?.method ?? 'GET',
      headers:
        send?.json === undefined ? { accept } : { accept, 'content-type': 'application/json' },
      body: send?.json === undefined ? undefined : JSON.stringify(send.json),
      redirect: 'error',
      signal: AbortSignal.timeout(device.timeoutMs),
    });
  } catch {
    throw unreachable(device);
  }
}

/** The body as text, refusing more than `maxBytes`; a failure mid-body (timeout) is unreachable. */
async function readText(
  device: MamEndpoint,
  response: Response,
  maxBytes: number,
): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > maxBytes) throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreachable(device);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Passes bytes on until `maxBytes`, then fails the stream (a thumbnail is small). */
function byteLimit(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.byteLength;
      if (total > maxBytes) callback(new Error('thumbnail too large'));
      else callback(null, chunk);
    },
  });
}

/** A 2xx JSON answer checked against `schema`; 404 is `media:notFound`, other statuses unreachable. */
async function readJson<T>(
  device: MamEndpoint,
  response: Response,
  schema: z.ZodType<T>,
): Promise<T> {
  if (response.status === 404) {
    await response.body?.cancel();
    throw new DomainError('not_found', MEDIA_RULES.notFound);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unreachable(device);
  }
  const text = await readText(device, response, MAX_ANSWER_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
  }
  const answer = schema.safeParse(parsed);
  if (!answer.success) throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
  return answer.data;
}

/** The asset manager's web service. */
export const mamWebService = {
  /** One page of the device's search for `q` (page from 0), validated against the contract. */
  async search(
    device: MamEndpoint,
    query: { q: string; page: number; size: number; params?: Record<string, string> },
  ): Promise<MamSearchAnswer> {
    const url = endpointUrl(device, 'search');
    url.searchParams.set('q', query.q);
    url.searchParams.set('page', String(query.page));
    url.searchParams.set('size', String(query.size));
    // Each field goes back under the name the device gave at `/fields`.
    for (const [name, words] of Object.entries(query.params ?? {}))
      url.searchParams.set(name, words);
    const response = await request(device, url, 'application/json');
    // A search never answers "not found": a 404 is a device off its contract.
    if (response.status === 404) {
      await response.body?.cancel();
      throw unreachable(device);
    }
    return readJson(device, response, mamSearchAnswerSchema);
  },

  /** The fields the device searches by, labelled (the name when it gives no label). */
  async fields(device: MamEndpoint): Promise<SearchableField[]> {
    const response = await request(device, endpointUrl(device, 'fields'), 'application/json');
    // A device without fields searches by its words only.
    if (response.status === 404) {
      await response.body?.cancel();
      return [];
    }
    const answer = await readJson(device, response, mamFieldsAnswerSchema);
    return answer.fields.map((field) => ({ name: field.name, label: field.label || field.name }));
  },

  /** Asks the device to read its storage again; 422 `media:syncFailed` when it refuses. */
  async sync(device: MamEndpoint): Promise<void> {
    const response = await request(device, endpointUrl(device, 'sync'), 'application/json', {
      method: 'POST',
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 409 || response.status === 503)
      throw ruleViolation(MEDIA_RULES.syncFailed, { device: device.name });
    if (!response.ok) throw unreachable(device);
  },

  /** One object by id; 404 `media:notFound`. */
  async object(device: MamEndpoint, objectId: string): Promise<MamMediaItem> {
    const url = endpointUrl(device, `objects/${encodeURIComponent(objectId)}`);
    return readJson(device, await request(device, url, 'application/json'), mamMediaItemSchema);
  },

  /** Creates an object (`POST /objects`) or changes one (`PUT /objects/<id>`); the device answers the item. */
  async write(
    device: MamEndpoint,
    objectId: string | null,
    fields: Record<string, unknown>,
  ): Promise<MamMediaItem> {
    const url = endpointUrl(
      device,
      objectId === null ? 'objects' : `objects/${encodeURIComponent(objectId)}`,
    );
    const response = await request(device, url, 'application/json', {
      method: objectId === null ? 'POST' : 'PUT',
      json: fields,
    });
    return readJson(device, response, mamMediaItemSchema);
  },

  /** The thumbnail of `objectId`: 404 `media:notFound` when the device does not know it. */
  async thumbnail(device: MamEndpoint, objectId: string): Promise<MamThumbnail> {
    const url = endpointUrl(device, `thumbnails/${encodeURIComponent(objectId)}`);
    const response = await request(device, url, 'image/*');
    if (response.status === 404) {
      await response.body?.cancel();
      throw new DomainError('not_found', MEDIA_RULES.notFound);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unreachable(device);
    }
    const contentType = thumbnailContentType(response.headers.get('content-type'));
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!contentType || !response.body || length > MAX_THUMBNAIL_BYTES) {
      await response.body?.cancel();
      throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
    }
    // pipeline destroys both sides when either fails (timeout, too many bytes, client gone).
    const body = byteLimit(MAX_THUMBNAIL_BYTES);
    pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), body, () => {});
    return { contentType, body };
  },
};
