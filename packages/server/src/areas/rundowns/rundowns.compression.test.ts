import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compression';
import { EDITOR, firstBlock, unique, useRundownKit } from './rundowns.testkit';

/** Big API answers are compressed when the client asks (platform/http/compression.ts). */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

/** A rundown of 30 stories: over 8 KiB of JSON. */
async function bigRundown(): Promise<number> {
  const rundown = await kit.rundown(editor.cookie);
  for (let i = 0; i < 30; i++)
    await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug: unique(`MATÉRIA ${i}`) });
  return rundown.id;
}

const get = (url: string, acceptEncoding?: string) =>
  kit.t.app.inject({
    url,
    headers: {
      cookie: editor.cookie,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed answers', () => {
  it('answers a big rundown in gzip or brotli when asked, the same once decoded', async () => {
    const url = `/api/rundowns/${await bigRundown()}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);

    const gzip = await get(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const small = await get('/api/users/me', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
