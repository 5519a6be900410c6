import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the headers would cost more than the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers up to this size are compressed at once on the event loop (brotli quality 4: ~0.2 ms
 * for 12 KiB), larger ones through zlib streams. The plugin's own rule gives 8 KiB on 2 cores,
 * betting on the thread pool's overlap; a stream costs ~0.4 ms more CPU per answer of 12 KiB
 * (a search page), and with the database on the same cores there is no idle core to overlap.
 */
export const COMPRESS_SYNC_MAX_BYTES = 32 * 1024;

/**
 * Text worth compressing. Unlike the plugin's default, never `application/octet-stream` (file
 * downloads: already compressed formats, and their length and ranges must stay) nor
 * `text/event-stream` (each event must leave at once); other types go by mime-db (images,
 * PDFs, archives and media are not compressible there).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/u;

/**
 * gzip or brotli (quality 4, the plugin's default: 11 costs far more CPU for little) for answers
 * of at least 1 KiB whose client asks. Answers up to COMPRESS_SYNC_MAX_BYTES are compressed at
 * once, larger ones in zlib's thread pool, off the event loop. Answers already encoded (the web
 * build's .br/.gz files) and WebSocket upgrades are left alone; request bodies are not
 * decompressed (no client of ours sends them compressed). Registered before any route: it hooks each route as added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    globalDecompression: false,
  });
}
