import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceStatus, MosActionResult, Rundown, RundownMosState } from '@newsroom/domain';
import { openPostgres, type Database } from '../../platform/db/client';
import { CountingProxy } from '../../test/countingProxy';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { eq, sql } from 'drizzle-orm';
import { blocks, rundowns } from '../../platform/db/schema';
import { LEADER_RETRY_MS, MOS_LISTENER_LOCK_CLASS } from './mos.leader';
import type { Received, TestMosDevice } from './mos.testDevice';
import { addApprovedStory, seedMosPlayout, startCountedPlayout, until } from './mos.testkit';

/**
 * MOS with several instances on one PostgreSQL (PGlite has one process: nothing to share). Three
 * app instances, each with its own connections, and a MOS playout device behind proxies that
 * count the newsroom's connections: the device sees one newsroom (one connection per port, one
 * roCreate per running order, each change once) whichever instance is asked. The instances share
 * one MOS address (one machine's workers), so one of them speaks MOS; when it stops, another
 * takes over, connects and goes on from what the device acknowledged (nothing resent whole).
 */

const TIMEOUT_MS = 1500;
const NCS_ID = 'nrcs.cluster.mos';
const DEVICE_MOS_ID = 'playout.cluster.mos';
/** Long enough for a second instance's duplicate to arrive, if there were one. */
const QUIET_MS = 1500;

let tdb: TestDatabase;
let device: TestMosDevice;
let proxy: CountingProxy<'lower' | 'upper' | 'query'>;
let programId: number;
let deviceId: number;
let editor: string;
let admin: string;
const instances: { t: TestApp; database: Database }[] = [];
const others: Database[] = [];

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  cookie = editor,
) => t.app.inject({ method, url, payload: payload as object | undefined, headers: { cookie } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const received = (type: Received['type'], roId: string, from = 0) =>
  device.received.slice(from).filter((m) => m.type === type && m.roId === roId).length;

const addStory = (t: TestApp, blockId: number, slug: string) =>
  addApprovedStory(t.app, editor, blockId, slug);

const statusOn = async (t: TestApp) =>
  (await call(t, 'GET', '/api/devices/status'))
    .json<DeviceStatus[]>()
    .find((s) => s.deviceId === deviceId);

describe.skipIf(!process.env.TEST_DATABASE_URL)('MOS on several instances', () => {
  beforeAll(async () => {
    ({ device, proxy } = await startCountedPlayout(NCS_ID, DEVICE_MOS_ID, TIMEOUT_MS));

    tdb = await createTestDatabase();
    ({ deviceId, programId } = await seedMosPlayout(tdb.database.db, proxy.ports, {
      device: { name: 'Playout Cluster', vendor: 'SOFIE', mosId: DEVICE_MOS_ID },
      program: { name: 'Jornal em Rede', start: '06:00:00', end: '07:00:00' },
    }));
    // The first instance started leads; the others forward to it.
    for (let i = 0; i < 3; i++) {
      const database = i === 0 ? tdb.database : await openPostgres(tdb.url!);
      if (i > 0) others.push(database);
      instances.push({ t: await startTestApp(database, testClock()), database });
    }
    const user = await createUser(tdb.database, {
      permissions: { rundown: 'admin', story: 'admin' },
    });
    editor = await loginCookie(instances[1]!.t.app, user.nickname);
    const root = await createUser(tdb.database, { isRoot: true });
    admin = await loginCookie(instances[2]!.t.app, root.nickname);
  }, 60_000);

  afterAll(async () => {
    for (const { t } of instances) await t.close();
    for (const database of others) await database.close();
    await proxy?.stop();
    await device?.stop();
    await tdb?.drop();
  });

  it('speaks MOS from one instance; the others forward actions and reads to it', async () => {
    const [, b, c] = instances.map((i) => i.t);
    const connected = await until(
      () => statusOn(c!),
      (s) => s?.primary === 'connected' && s.machineInfo !== null,
    );
    expect(connected?.machineInfo).toMatchObject({ manufacturer: 'Test Playout Inc.' });
    await sleep(QUIET_MS);
    expect(proxy.openNow('lower')).toBe(1);
    expect(proxy.openNow('upper')).toBeLessThanOrEqual(1);

    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
    const created = await call(b!, 'POST', '/api/rundowns', { date, programId });
    expect(created.statusCode, created.body).toBe(201);
    const rundown = created.json<Rundown>();
    const blockId = rundown.blocks[0]!.id;
    await addStory(b!, blockId, 'ABERTURA');
    const roId = `NRCS-RD-${rundown.id}`;

    const enabled = await call(c!, 'POST', `/api/rundowns/${rundown.id}/mos/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<MosActionResult>()).toEqual({
      devices: ['Playout Cluster'],
      unreachable: [],
    });
    await device.next((m) => m.type === 'roCreate' && m.roId === roId);
    // The leader's refusals come back as they are.
    expect((await call(c!, 'POST', '/api/rundowns/999999/mos/ready')).statusCode).toBe(404);

    // A change made on any instance reaches the device once (only the leader syncs).
    const mark = device.received.length;
    await addStory(c!, blockId, 'ENCHENTE');
    await device.next((m) => m.type === 'INSERT' && m.roId === roId, mark);
    await sleep(QUIET_MS);
    expect(received('roCreate', roId)).toBe(1);
    expect(received('roReplace', roId)).toBe(0);
    expect(received('INSERT', roId, mark)).toBe(1);

    const state = (
      await call(b!, 'GET', `/api/rundowns/${rundown.id}/mos`)
    ).json<RundownMosState>();
    expect(state).toMatchObject({ mosEnabled: true, busy: false });
    expect(state.devices).toEqual([
      expect.objectContaining({ deviceId, check: 'EXIST', error: null }),
    ]);
    const tested = await call(b!, 'POST', `/api/devices/${deviceId}/test`, undefined, admin);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json<DeviceStatus>()).toMatchObject({ primary: 'connected' });
    expect(proxy.openNow('lower')).toBe(1);
  });

  it('hands MOS over when the leader stops: the next one connects and sends only the change', async () => {
    const [a, b, c] = instances.map((i) => i.t);
    const { rundown, block } = await firstRundownAndBlock();
    const roId = `NRCS-RD-${rundown.id}`;
    const mark = device.received.length;
    const acceptedBefore = proxy.acceptedSoFar('lower');
    await a!.close();
    instances.shift();

    await addStory(b!, block.id, 'TRANSITO');
    await device.next((m) => m.type === 'INSERT' && m.roId === roId, mark, 4 * LEADER_RETRY_MS);
    expect(proxy.acceptedSoFar('lower')).toBeGreaterThan(acceptedBefore);
    await until(
      () => statusOn(b!),
      (s) => s?.primary === 'connected',
    );
    await sleep(QUIET_MS);
    expect(received('INSERT', roId, mark)).toBe(1);
    expect(received('roReplace', roId, mark)).toBe(0);
    expect(received('roCreate', roId, mark)).toBe(0);
    expect(proxy.openNow('lower')).toBe(1);

    for (const t of [b!, c!]) {
      const from = device.received.length;
      const ready = await call(t, 'POST', `/api/rundowns/${rundown.id}/mos/ready`);
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json<MosActionResult>().devices).toEqual(['Playout Cluster']);
      await device.next((m) => m.type === 'roReadyToAir' && m.roId === roId, from);
    }
  });

  it('hands MOS over when the leader loses its database session: it stops speaking MOS at once', async () => {
    const [b] = instances.map((i) => i.t);
    const { rundown, block } = await firstRundownAndBlock();
    const roId = `NRCS-RD-${rundown.id}`;
    const mark = device.received.length;
    const acceptedBefore = proxy.acceptedSoFar('lower');
    // What a leader's crash or a network cut does: PostgreSQL ends its session and the lock.
    const ended = (await tdb.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_locks
      WHERE locktype = 'advisory' AND classid = ${MOS_LISTENER_LOCK_CLASS}::bigint::oid
        AND objsubid = 2 AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)) as unknown as {
      rows: unknown[];
    };
    expect(ended.rows).toHaveLength(1);

    // The device is dialled again (by whichever instance leads now) and gets only the change.
    await until(
      async () => proxy.acceptedSoFar('lower'),
      (accepted) => accepted > acceptedBefore,
      4 * LEADER_RETRY_MS,
    );
    await addStory(b!, block.id, 'ESPORTE');
    await device.next((m) => m.type === 'INSERT' && m.roId === roId, mark, 4 * LEADER_RETRY_MS);
    await sleep(QUIET_MS);
    expect(received('INSERT', roId, mark)).toBe(1);
    expect(received('roReplace', roId, mark)).toBe(0);
    expect(proxy.openNow('lower')).toBe(1);
  });
});

/** The program's rundown and its first block, as the database holds them. */
async function firstRundownAndBlock() {
  const { db } = tdb.database;
  const [rundown] = await db.select().from(rundowns).where(eq(rundowns.programId, programId));
  const [block] = await db.select().from(blocks).where(eq(blocks.rundownId, rundown!.id));
  return { rundown: rundown!, block: block! };
}
