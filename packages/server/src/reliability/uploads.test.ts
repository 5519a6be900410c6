import http from 'node:http';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody, testImage, type FilePart } from '../test/multipart';
import { createUser, loginCookie } from '../test/testApp';
import { leakIn } from './schemaFuzz';
import { useTestApp } from '../test/useTestApp';

/**
 * Wrong-type and oversized uploads on every upload route (issue 10, reliability): the type is
 * decided by the content, never by the name or the claimed type; a refusal stores nothing,
 * records nothing and publishes nothing.
 */
let cookie: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const root = await createUser(tdb.database, { isRoot: true });
  cookie = await loginCookie(t.app, root.nickname);
});

const MEGABYTE = 1024 * 1024;
/** The upload routes with the field they read and whether GIF is one of their types. */
const ROUTES = [
  { url: '/api/files/single', field: 'file', gif: false },
  { url: '/api/files/multiple', field: 'files', gif: false },
  { url: '/api/settings/logo', field: 'file', gif: true },
] as const;

async function count(table: string): Promise<number> {
  const result = (await tdb.database.db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Everything a refused upload must leave as it was. */
async function state() {
  return {
    files: await count('files'),
    events: await count('outbox'),
    audit: await count('audit_logs'),
    stored: (await filesUnder(t.app.platform.config.filesDir)).sort(),
  };
}

function upload(url: string, parts: FilePart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
}

/** Files of the wrong type, each claiming to be an image by name and content type. */
async function wrongFiles(field: string): Promise<[string, FilePart][]> {
  const jpeg = await testImage('jpeg', 8, 8);
  return [
    [
      'plain text',
      {
        field,
        name: 'photo.png',
        type: 'image/png',
        data: Buffer.from('just some text, not an image'),
      },
    ],
    ['an empty file', { field, name: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }],
    [
      'a PDF',
      {
        field,
        name: 'doc.jpg',
        type: 'image/jpeg',
        data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
      },
    ],
    [
      'an SVG with a script',
      {
        field,
        name: 'x.png',
        type: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ],
    [
      'HTML',
      {
        field,
        name: 'page.png',
        type: 'image/png',
        data: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      },
    ],
    [
      'an ELF executable',
      {
        field,
        name: 'run.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(512, 0)]),
      },
    ],
    [
      'a JPEG signature followed by garbage',
      {
        field,
        name: 'bad.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2048, 0x41)]),
      },
    ],
    [
      'a PNG signature followed by garbage',
      {
        field,
        name: 'bad.png',
        type: 'image/png',
        data: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(2048, 0x42),
        ]),
      },
    ],
  ];
}

describe('uploads of the wrong type', () => {
  for (const route of ROUTES) {
    it(`${route.url} refuses every wrong type with 400 invalidType and keeps nothing`, async () => {
      const before = await state();
      const cases = await wrongFiles(route.field);
      if (!route.gif)
        cases.push([
          'a GIF',
          {
            field: route.field,
            name: 'anim.png',
            type: 'image/png',
            data: await testImage('gif', 8, 8),
          },
        ]);
      for (const [name, part] of cases) {
        const response = await upload(route.url, [part]);
        expect(response.statusCode, name).toBe(400);
        expect(response.json(), name).toMatchObject({
          code: 'validation_failed',
          details: { fields: [{ field: 'file', key: 'invalidType' }] },
        });
        expect(leakIn(response.body), name).toBeNull();
      }
      expect(await state()).toEqual(before);
    });
  }

  it('refuses a batch with one wrong file among good ones, all or nothing', async () => {
    const before = await state();
    const good = await testImage('png', 12, 12);
    const response = await upload('/api/files/multiple', [
      { field: 'files', name: 'a.png', data: good },
      { field: 'files', name: 'b.png', data: Buffer.from('not an image') },
      { field: 'files', name: 'c.png', data: good },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });
});

describe('uploads that are not multipart or are malformed', () => {
  it.each(ROUTES.map((r) => r.url))(
    '%s answers 415 to JSON, text and raw bytes, 400 to broken multipart',
    async (url) => {
      const before = await state();
      const jpeg = await testImage('jpeg', 8, 8);
      const refused: [string, string, string | Buffer, number][] = [
        ['JSON', 'application/json', JSON.stringify({ file: jpeg.toString('base64') }), 415],
        ['text', 'text/plain', 'file', 415],
        ['raw JPEG bytes', 'image/jpeg', jpeg, 415],
        ['multipart without a boundary', 'multipart/form-data', jpeg, 400],
        [
          'multipart cut in the middle of a part',
          'multipart/form-data; boundary=cut',
          Buffer.concat([
            Buffer.from(
              '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n',
            ),
            jpeg.subarray(0, 50),
          ]),
          400,
        ],
        ['multipart with no parts', 'multipart/form-data; boundary=none', '--none--\r\n', 400],
        ['multipart that is garbage', 'multipart/form-data; boundary=x', 'garbage garbage', 400],
        ['multipart with an empty boundary', 'multipart/form-data; boundary=', '--\r\n\r\n', 400],
        [
          'multipart with a 300-character boundary',
          `multipart/form-data; boundary=${'b'.repeat(300)}`,
          'x',
          400,
        ],
        [
          'multipart with a malformed part header',
          'multipart/form-data; boundary=x',
          '--x\r\nGarbage\r\n\r\nabc\r\n--x--\r\n',
          400,
        ],
      ];
      for (const [name, type, payload, status] of refused) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { cookie, 'content-type': type },
        });
        expect(response.statusCode, name).toBe(status);
        expect(leakIn(response.body), name).toBeNull();
      }
      expect(await state()).toEqual(before);
    },
  );
});

describe('oversized uploads', () => {
  it.each(ROUTES.map((r) => [r.url, r.field] as const))(
    '%s refuses a real image over 10 MB with 413 invalidSize and keeps nothing',
    async (url, field) => {
      const before = await state();
      const jpeg = await testImage('jpeg', 16, 16);
      // A valid JPEG head padded past the limit: only the size is wrong.
      const big = Buffer.concat([jpeg, Buffer.alloc(10 * MEGABYTE + 1 - jpeg.length, 1)]);
      const response = await upload(url, [
        { field, name: 'big.jpg', type: 'image/jpeg', data: big },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'payload_too_large' });
      expect(await state()).toEqual(before);
    },
  );

  it('refuses an oversized file streamed over a real socket without reading it all into memory', async () => {
    const before = await state();
    const boundary = '----nrcsbig';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const jpeg = await testImage('jpeg', 16, 16);
    const chunk = Buffer.alloc(MEGABYTE, 7);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${t.baseUrl}/api/files/single`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(head);
      request.write(jpeg);
      // 12 MB in chunks; the server may answer before the end.
      let sent = 0;
      const pump = () => {
        while (sent < 12) {
          sent++;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end(tail);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(await state()).toEqual(before);
  });

  it('refuses more files than a request may carry', async () => {
    const before = await state();
    const png = await testImage('png', 4, 4);
    const parts = Array.from({ length: 21 }, (_, i) => ({
      field: 'files',
      name: `p${i}.png`,
      data: png,
    }));
    const response = await upload('/api/files/multiple', parts);
    expect([400, 413]).toContain(response.statusCode);
    expect(leakIn(response.body)).toBeNull();
    expect(await state()).toEqual(before);
  });
});
