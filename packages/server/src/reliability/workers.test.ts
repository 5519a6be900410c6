import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceStatus, MosActionResult, Rundown, StoryRow } from '@newsroom/domain';
import { filesRepository } from '../areas/files/files.repository';
import { LEADER_RETRY_MS } from '../areas/mos/mos.leader';
import type { Received, TestMosDevice } from '../areas/mos/mos.testDevice';
import { seedMosPlayout, startCountedPlayout, until } from '../areas/mos/mos.testkit';
import { openPostgres, type Database } from '../platform/db/client';
import { s3StorageKeys } from '../platform/storage/s3Storage';
import { CountingProxy } from '../test/countingProxy';
import { filesUnder, multipartBody, testImage } from '../test/multipart';
import { startS3Server, type TestS3Server } from '../test/s3Server';
import { startTestApp, testClock, type TestApp } from '../test/testApp';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import {
  call,
  CHILD_ADMIN_PASSWORD,
  childLogin,
  startChild,
  type ChildServer,
} from './builtServer';
import {
  monotonicSamples,
  onNewConnection,
  requestCount,
  requestCounts,
  sample,
} from './workers.testkit';

/**
 * `npm start` as production runs it on PostgreSQL: the built server with two worker processes,
 * plus a second machine's instance on the same database, both storing uploads in one S3-protocol
 * store, and a MOS playout device behind proxies counting the newsroom's connections. Requests
 * land on any worker or instance, and they act as one newsroom: an upload through one worker is
 * served by the other and by the other instance; the device sees one newsroom. When the built
 * server stops, the other instance takes MOS over and goes on from what the device acknowledged.
 * One file, so the suite starts the built server once.
 */

const TIMEOUT_MS = 1500;
const NCS_ID = 'nrcs.workers.mos';
const DEVICE_MOS_ID = 'playout.workers.mos';
const QUIET_MS = 1500;
const BUCKET = 'newsroom-files';
const S3_PREFIX = 'workers';

let tdb: TestDatabase;
let dataDir: string;
let s3: TestS3Server;
let device: TestMosDevice;
let proxy: CountingProxy<'lower' | 'upper' | 'query'>;
let programId: number;
let deviceId: number;
let child: ChildServer;
let second: { t: TestApp; database: Database } | null = null;
let cookie: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const received = (type: Received['type'], roId: string, from = 0) =>
  device.received.slice(from).filter((m) => m.type === type && m.roId === roId).length;

/** A call to the second instance, answered like the child's `call`. */
async function callSecond<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  const response = await second!.t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { cookie },
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Adds an approved story through the built server, or through the second instance. */
async function addStory(blockId: number, slug: string, onSecond = false): Promise<void> {
  const send = <T>(method: 'POST' | 'PATCH', url: string, body?: unknown) =>
    onSecond ? callSecond<T>(method, url, body) : call<T>(child.baseUrl, cookie, method, url, body);
  const created = await send<StoryRow>('POST', `/api/blocks/${blockId}/stories`);
  expect(created.status).toBe(201);
  for (const [field, value] of [
    ['slug', slug],
    ['approved', true],
  ] as const) {
    const patched = await send('PATCH', `/api/stories/${created.body.id}`, { field, value });
    expect(patched.status).toBe(200);
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the built server with worker processes', () => {
  beforeAll(async () => {
    let mosEnv: Record<string, string>;
    ({ device, proxy, env: mosEnv } = await startCountedPlayout(NCS_ID, DEVICE_MOS_ID, TIMEOUT_MS));

    tdb = await createTestDatabase();
    ({ deviceId, programId } = await seedMosPlayout(tdb.database.db, proxy.ports, {
      device: { name: 'Playout Workers', vendor: 'SOFIE', mosId: DEVICE_MOS_ID },
      program: { name: 'Jornal das Sete', start: '19:00:00', end: '20:00:00' },
    }));
    s3 = await startS3Server([BUCKET]);
    const s3Env = s3.env(BUCKET, S3_PREFIX);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nrcs-workers-'));
    child = await startChild({ dataDir, databaseUrl: tdb.url }, 100_000, {
      ...mosEnv,
      ...s3Env,
      WORKERS: '2',
    });
    const database = await openPostgres(tdb.url!);
    second = { t: await startTestApp(database, testClock(), s3Env), database };
    cookie = await childLogin(child.baseUrl, 'admin', CHILD_ADMIN_PASSWORD);
  }, 120_000);

  // A failure under CI load names what the built server logged and what the device received.
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      const messages = device.received.map((m) => `${m.type} ${m.roId}`);
      console.error(
        `built server output:\n${child.output()}\ndevice received: ${messages.join(', ')}`,
      );
    }),
  );

  afterAll(async () => {
    await child?.stop();
    await second?.t.close();
    await second?.database.close();
    await proxy?.stop();
    await device?.stop();
    await s3?.close();
    await tdb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves an upload made through one worker from the other, and from the other instance', async () => {
    const image = await testImage('png', 300, 200);
    const { payload, headers } = multipartBody([{ name: 'mapa.png', data: image }]);
    const stored = await onNewConnection(child.baseUrl, 'POST', '/api/files/single', {
      headers: { ...headers, cookie },
      body: payload,
    });
    expect(stored.status, stored.body.toString()).toBe(200);
    const { id } = JSON.parse(stored.body.toString()) as { id: string };

    // Each worker's own figures: the uploader counts the upload, the other does not. New
    // connections go to the workers in turn, so a few rounds fetch through and scrape both.
    const seen = { uploader: false, other: false };
    for (let round = 0; round < 10 && !(seen.uploader && seen.other); round++) {
      const served = await onNewConnection(child.baseUrl, 'GET', `/api/files/${id}`, {
        headers: { cookie },
      });
      expect(served.status).toBe(200);
      expect(served.body.equals(image)).toBe(true);
      for (let scrape = 0; scrape < 2; scrape++) {
        const metrics = await onNewConnection(child.baseUrl, 'GET', '/api/metrics?scope=process');
        expect(metrics.status).toBe(200);
        const counts = requestCounts(metrics.body.toString());
        if (counts.uploaded === 1) seen.uploader = true;
        // A worker that never took the upload, yet served the file.
        if (counts.uploaded === 0 && counts.served > 0) seen.other = true;
      }
    }
    expect(seen).toEqual({ uploader: true, other: true });

    const fromSecond = await second!.t.app.inject({ url: `/api/files/${id}`, headers: { cookie } });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(image)).toBe(true);
    // The bytes are in the bucket, none in the built server's files folder.
    const row = await filesRepository.findById(second!.database.db, id);
    const keys: string[] = [];
    for await (const key of s3StorageKeys(s3.options(BUCKET, S3_PREFIX))) keys.push(key);
    expect(keys).toEqual([row!.storagePath]);
    expect(await filesUnder(path.join(dataDir, 'files'))).toEqual([]);
  });

  it('answers the figures of both workers, whichever takes the scrape', async () => {
    const live = { method: 'GET', route: '/api/health/live', status: '200' };
    const scrape = async (scope = 'group') => {
      const answer = await onNewConnection(child.baseUrl, 'GET', `/api/metrics?scope=${scope}`);
      expect(answer.status).toBe(200);
      return answer.body.toString();
    };
    const before = requestCount(await scrape(), live);
    const REQUESTS = 6;
    for (let i = 0; i < REQUESTS; i++)
      expect((await onNewConnection(child.baseUrl, 'GET', '/api/health/live')).status).toBe(200);

    // Two scrapes in a row, on new connections (so by both workers, in turn): the same requests,
    // every counter at least where the first left it.
    const earlier = await scrape();
    const later = await scrape();
    for (const text of [earlier, later]) {
      expect(requestCount(text, live)).toBe(before + REQUESTS);
      expect(sample(text, 'nrcs_metrics_workers{state="answered"}')).toBe(2);
    }
    const grown = monotonicSamples(later);
    for (const [line, value] of monotonicSamples(earlier))
      expect(grown.get(line), line).toBeGreaterThanOrEqual(value);
    expect(grown.size).toBeGreaterThan(0);
    // No worker served them all (each one's own count falls short): the total is both workers'.
    for (let i = 0; i < 2; i++)
      expect(requestCount(await scrape('process'), live)).toBeLessThan(before + REQUESTS);
  });

  it('runs two workers and another instance as one newsroom to the device, then hands MOS over', async () => {
    expect(child.output()).toMatch(/2 worker processes/);
    await until(
      async () =>
        (await callSecond<DeviceStatus[]>('GET', '/api/devices/status')).body.find(
          (s) => s.deviceId === deviceId,
        ),
      (s) => s?.primary === 'connected',
    );
    await sleep(QUIET_MS);
    expect(proxy.openNow('lower')).toBe(1);

    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
    const created = await call<Rundown>(child.baseUrl, cookie, 'POST', '/api/rundowns', {
      date,
      programId,
    });
    expect(created.status).toBe(201);
    const rundownId = created.body.id;
    const roId = `NRCS-RD-${rundownId}`;
    await addStory(created.body.blocks[0]!.id, 'ABERTURA');
    const enabled = await callSecond<MosActionResult>(
      'POST',
      `/api/rundowns/${rundownId}/mos/enable`,
    );
    expect(enabled).toEqual({
      status: 200,
      body: { devices: ['Playout Workers'], unreachable: [] },
    });
    // Several requests, so both workers serve some: each change reaches the device once.
    for (const slug of ['CHUVA', 'TRANSITO', 'ESPORTE'])
      await addStory(created.body.blocks[0]!.id, slug);
    for (let i = 0; i < 4; i++) {
      const ready = await call<MosActionResult>(
        child.baseUrl,
        cookie,
        'POST',
        `/api/rundowns/${rundownId}/mos/ready`,
      );
      expect(ready.body.devices).toEqual(['Playout Workers']);
    }
    await until(
      async () => received('INSERT', roId),
      (count) => count >= 3,
    );
    await sleep(QUIET_MS);
    expect(received('roCreate', roId)).toBe(1);
    expect(received('roReplace', roId)).toBe(0);
    expect(received('INSERT', roId)).toBe(3);
    expect(received('roReadyToAir', roId)).toBe(4);
    expect(proxy.openNow('lower')).toBe(1);

    // The built server stops (both workers): the other instance leads, connects and sends only
    // the change made meanwhile (what the device acknowledged is in the database).
    const mark = device.received.length;
    await child.stop();
    await addStory(created.body.blocks[0]!.id, 'CLIMA', true);
    await device.next((m) => m.type === 'INSERT' && m.roId === roId, mark, 4 * LEADER_RETRY_MS);
    await sleep(QUIET_MS);
    expect(received('INSERT', roId, mark)).toBe(1);
    expect(received('roReplace', roId, mark)).toBe(0);
    expect(proxy.openNow('lower')).toBe(1);
    const ready = await callSecond<MosActionResult>('POST', `/api/rundowns/${rundownId}/mos/ready`);
    expect(ready.body.devices).toEqual(['Playout Workers']);
  });
});
