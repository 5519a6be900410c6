import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, StoredJson } from './storedJson';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const choice = (acceptEncoding: string) =>
  preferredEncoding(request({ 'accept-encoding': acceptEncoding }));

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, by the quality the client gives', () => {
    expect(choice('gzip, deflate, br, zstd')).toBe('br');
    expect(choice('gzip, deflate')).toBe('gzip');
    expect(choice('br;q=0.2, gzip;q=0.5')).toBe('gzip');
    expect(choice('br;q=0, gzip')).toBe('gzip');
    expect(choice('*')).toBe('gzip');
    expect(choice('x-gzip')).toBe('gzip');
  });

  it('compresses nothing the client did not ask for', () => {
    expect(choice('identity')).toBeUndefined();
    expect(choice('deflate')).toBeUndefined();
    expect(choice('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(request({}))).toBeUndefined();
    expect(
      preferredEncoding(request({ 'accept-encoding': 'br', 'x-no-compression': '1' })),
    ).toBeUndefined();
  });
});

describe('StoredJson', () => {
  it('compresses once per encoding, and what it keeps decodes to the body', async () => {
    const stored = new StoredJson(Buffer.from(JSON.stringify({ text: 'MATÉRIA '.repeat(500) })));
    const br = stored.encodedAs('br');
    expect(stored.encodedAs('br')).toBe(br);
    expect(brotliDecompressSync(await br).equals(stored.body)).toBe(true);
    expect(gunzipSync(await stored.encodedAs('gzip')).equals(stored.body)).toBe(true);
  });
});
