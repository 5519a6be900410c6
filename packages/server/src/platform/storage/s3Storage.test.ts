import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { multipartBody, testImage } from '../../test/multipart';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { createFolderStorage, type FileStorage } from './fileStorage';
import { createS3Storage, type S3Options } from './s3Storage';

/**
 * The two storage drivers against one contract, the S3 one on a real S3-protocol server
 * (s3rver) on loopback; and two app instances sharing uploads through the store (issue 27).
 */

const BUCKET = 'newsroom-files';
let s3rver: S3rver;
let s3Dir: string;
let folderDir: string;
let s3: S3Options;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-s3-'));
  folderDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-folder-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    prefix: 'files',
    // s3rver's own credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
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
    const env = {
      S3_ENDPOINT: s3.endpoint!,
      S3_BUCKET: BUCKET,
      S3_PREFIX: 'shared',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
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
