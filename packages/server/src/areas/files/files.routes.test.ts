import { createHash } from 'node:crypto';
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../platform/db/schema';
import { createUser, loginCookie } from '../../test/testApp';
import { filesUnder, multipartBody, testImage } from '../../test/multipart';
import { useTestApp } from '../../test/useTestApp';

let cookie: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const user = await createUser(tdb.database);
  cookie = await loginCookie(t.app, user.nickname);
});

const filesDir = () => t.app.platform.config.filesDir;
const rowCount = async () =>
  (await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;

/** Stored state, to prove a refused upload changed nothing. */
async function snapshot() {
  return { rows: await rowCount(), stored: (await filesUnder(filesDir())).sort() };
}

function upload(url: string, parts: Parameters<typeof multipartBody>[0], withCookie = true) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(withCookie ? { cookie } : {}) },
  });
}

describe('files', () => {
  it('requires a session to upload and to read a private file', async () => {
    const jpeg = await testImage('jpeg', 10, 10);
    expect(
      (await upload('/api/files/single', [{ name: 'a.jpg', data: jpeg }], false)).statusCode,
    ).toBe(401);
    expect(
      (await upload('/api/files/multiple', [{ name: 'a.jpg', data: jpeg }], false)).statusCode,
    ).toBe(401);
    const stored = await upload('/api/files/single', [{ name: 'a.jpg', data: jpeg }]);
    const { id } = stored.json<{ id: string }>();
    expect((await t.app.inject({ url: `/api/files/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/files/${id}/thumbnail` })).statusCode).toBe(401);
    // A missing file looks the same as a private one without a session.
    expect(
      (await t.app.inject({ url: '/api/files/6f1d5a4e-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/files/6f1d5a4e-0000-4000-8000-000000000000',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores a JPEG and a PNG with their detected type, size, dimensions and hash', async () => {
    const jpeg = await testImage('jpeg', 120, 80);
    const response = await upload('/api/files/single', [
      { name: 'Pauta da manhã.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toEqual({
      id: expect.any(String),
      originalName: 'Pauta da manhã.jpg',
      mimeType: 'image/jpeg',
      size: jpeg.length,
      width: 120,
      height: 80,
    });
    const [row] = await tdb.database.db.select().from(files).where(eq(files.id, view.id));
    expect(row!.sha256).toBe(createHash('sha256').update(jpeg).digest('hex'));
    // The storage path is date/uuid, never the client's name.
    expect(row!.storagePath).toMatch(/^\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}$/);

    // The client's content type is ignored: a PNG sent as image/jpeg is a PNG.
    const png = await testImage('png', 30, 50);
    const pngView = (
      await upload('/api/files/single', [{ name: 'grafico', type: 'image/jpeg', data: png }])
    ).json();
    expect(pngView).toMatchObject({
      mimeType: 'image/png',
      width: 30,
      height: 50,
      originalName: 'grafico',
    });
  });

  it('refuses text named .png (400 invalidType) and stores nothing', async () => {
    const before = await snapshot();
    const response = await upload('/api/files/single', [
      {
        name: 'foto.png',
        type: 'image/png',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'file', key: 'invalidType' }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a GIF as an image (JPEG and PNG only) and bytes with a JPEG signature that are no image', async () => {
    const before = await snapshot();
    const gif = await upload('/api/files/single', [
      { name: 'anim.gif', data: await testImage('gif', 10, 10) },
    ]);
    expect(gif.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ key: 'invalidType' }] },
    });
    const fake = await upload('/api/files/single', [
      {
        name: 'fake.jpg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      },
    ]);
    expect(fake.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ key: 'invalidType' }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over 10 MB (413 invalidSize) and stores nothing', async () => {
    const before = await snapshot();
    const jpeg = await testImage('jpeg', 16, 16);
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length, 1)]);
    const response = await upload('/api/files/single', [{ name: 'huge.jpg', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      details: { fields: [{ field: 'file', key: 'invalidSize', params: { count: 10 } }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request that is not multipart (415) or has no file (400 required)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/single',
      payload: { file: 'x' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(415);
    const empty = await upload('/api/files/single', []);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'file', key: 'required' }] },
    });
  });

  it('uploads several files at once, all or nothing', async () => {
    const [a, b] = await Promise.all([testImage('jpeg', 20, 10), testImage('png', 10, 20)]);
    const ok = await upload('/api/files/multiple', [
      { field: 'files', name: 'a.jpg', data: a },
      { field: 'files', name: 'b.png', data: b },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([
      expect.objectContaining({
        originalName: 'a.jpg',
        mimeType: 'image/jpeg',
        width: 20,
        height: 10,
      }),
      expect.objectContaining({
        originalName: 'b.png',
        mimeType: 'image/png',
        width: 10,
        height: 20,
      }),
    ]);

    const before = await snapshot();
    const refused = await upload('/api/files/multiple', [
      { field: 'files', name: 'a.jpg', data: a },
      { field: 'files', name: 'notes.png', data: Buffer.from('just text') },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: { fields: [{ key: 'invalidType', params: { name: 'notes.png' } }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('serves the file with its detected type, a safe file name and nosniff', async () => {
    const png = await testImage('png', 40, 40);
    const { id } = (
      await upload('/api/files/single', [{ name: '../../evil<name>|.png', data: png }])
    ).json<{ id: string }>();
    const response = await t.app.inject({ url: `/api/files/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="evilname.png"; filename*=UTF-8''evilname.png`,
    );
    expect(response.rawPayload.equals(png)).toBe(true);
    const download = await t.app.inject({
      url: `/api/files/${id}?download=true`,
      headers: { cookie },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('names non-ASCII files in both header forms', async () => {
    const { id } = (
      await upload('/api/files/single', [
        { name: 'Manhã.jpg', data: await testImage('jpeg', 8, 8) },
      ])
    ).json<{ id: string }>();
    const response = await t.app.inject({ url: `/api/files/${id}`, headers: { cookie } });
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Manha.jpg"; filename*=UTF-8''Manh%C3%A3.jpg`,
    );
  });

  it('makes a thumbnail of at most 200 px a side, in the image format, and keeps it', async () => {
    const jpeg = await testImage('jpeg', 800, 400);
    const { id } = (await upload('/api/files/single', [{ name: 'wide.jpg', data: jpeg }])).json<{
      id: string;
    }>();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        url: `/api/files/${id}/thumbnail`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100]);
    }
    expect((await filesUnder(filesDir())).some((name) => name.endsWith(`${id}.thumb`))).toBe(true);

    const png = await testImage('png', 50, 60);
    const small = (await upload('/api/files/single', [{ name: 'small.png', data: png }])).json<{
      id: string;
    }>();
    const thumbnail = await t.app.inject({
      url: `/api/files/${small.id}/thumbnail`,
      headers: { cookie },
    });
    expect(thumbnail.headers['content-type']).toBe('image/png');
    // Never enlarged.
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 50,
      height: 60,
    });
  });

  it('serves a public file without a session', async () => {
    const { id } = (
      await upload('/api/files/single', [
        { name: 'public.png', data: await testImage('png', 9, 9) },
      ])
    ).json<{ id: string }>();
    await tdb.database.db.update(files).set({ isPublic: true }).where(eq(files.id, id));
    expect((await t.app.inject({ url: `/api/files/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/files/${id}/thumbnail` })).statusCode).toBe(200);
  });

  it('leaves nothing behind when the client aborts mid-upload', async () => {
    const before = await snapshot();
    const boundary = '----nrcsabort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const request = http.request(`${t.baseUrl}/api/files/single`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(5 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.concat([await testImage('jpeg', 8, 8), Buffer.alloc(1024 * 1024, 3)]));
    // Wait until the server is writing the partial file, then drop the connection.
    await waitFor(async () =>
      (await filesUnder(filesDir())).some((name) => name.endsWith('.part')),
    );
    request.destroy();
    await waitFor(async () => JSON.stringify(await snapshot()) === JSON.stringify(before));
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
