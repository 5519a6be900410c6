import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { multipartBody, testImage } from '../../test/multipart';
import { startS3Server, type TestS3Server } from '../../test/s3Server';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { createFolderStorage, type FileStorage } from './fileStorage';
import { createS3Storage, type S3Options } from './s3Storage';

/**
 * The two storage drivers against one contract, the S3 one on a real S3-protocol server
 * (s3rver) on loopback; and two app instances sharing uploads through the store (issue 27).
 */

const BUCKET = 'newsroom-files';
let server: TestS3Server;
let folderDir: string;
let s3: S3Options;

beforeAll(async () => {
  folderDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-folder-'));
  server = await startS3Server([BUCKET]);
  s3 = server.options(BUCKET, 'files');
});

afterAll(async () => {
  await server?.close();
  await rm(folderDir, { recursive: true, force: true });
});

/** A stream that sends some bytes, then fails, as an upload cut off by the client. */
function cutOff(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('client went away'));
    },
  });
}

const drivers: [string, () => FileStorage][] = [
  ['folder', () => createFolderStorage(folderDir)],
  ['S3', () => createS3Storage(s3)],
];

describe.each(drivers)('the %s storage', (_name, make) => {
  it('gives back what was put, 404 for what is not there, and deletes', async () => {
    const storage = make();
    await storage.check();
    await storage.put('2026/11/27/a1', Readable.from([Buffer.from('pauta: ação às 14h')]));
    expect(await text(await storage.get('2026/11/27/a1'))).toBe('pauta: ação às 14h');
    await storage.put('2026/11/27/a1', Readable.from([Buffer.from('segunda versão')]));
    expect(await text(await storage.get('2026/11/27/a1'))).toBe('segunda versão');
    await expect(storage.get('2026/11/27/none')).rejects.toMatchObject({
      message: 'error:notFound',
    });
    await storage.delete('2026/11/27/a1');
    await expect(storage.get('2026/11/27/a1')).rejects.toMatchObject({ message: 'error:notFound' });
    await expect(storage.delete('2026/11/27/a1')).resolves.toBeUndefined();
  });

  it('leaves nothing of an upload cut off', async () => {
    const storage = make();
    await expect(storage.put('2026/11/27/cut', cutOff())).rejects.toThrow();
    await expect(storage.get('2026/11/27/cut')).rejects.toMatchObject({
      message: 'error:notFound',
    });
  });

  it('refuses a key the server does not make', async () => {
    const storage = make();
    await expect(storage.get('../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('A/B', Readable.from(['x']))).rejects.toThrow('invalid storage key');
  });
});

describe('an S3 store that cannot be used', () => {
  it('fails the check with the bucket and the reason', async () => {
    await expect(createS3Storage({ ...s3, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /no-such-bucket.*cannot be used/,
    );
  });
});

describe('two app instances on one database and one S3 store', () => {
  let tdb: TestDatabase;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    const env = server.env(BUCKET, 'shared');
    one = await startTestApp(tdb.database, testClock(), env);
    two = await startTestApp(tdb.database, testClock(), env);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await tdb?.drop();
  });

  it('serves through one what was uploaded through the other', async () => {
    const user = await createUser(tdb.database);
    const bytes = await testImage('png', 300, 200);
    const { payload, headers } = multipartBody([{ name: 'mapa.png', data: bytes }]);
    const stored = await one.app.inject({
      method: 'POST',
      url: '/api/files/single',
      payload,
      headers: { ...headers, cookie: await loginCookie(one.app, user.nickname) },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const { id } = stored.json<{ id: string }>();
    const served = await two.app.inject({
      url: `/api/files/${id}`,
      headers: { cookie: await loginCookie(two.app, user.nickname) },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
