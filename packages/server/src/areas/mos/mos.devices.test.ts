import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MosActionResult, Rundown } from '@newsroom/domain';
import { openPostgres, type Database } from '../../platform/db/client';
import { CountingProxy } from '../../test/countingProxy';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { LEADER_RETRY_MS, MOS_DEVICE_LOCK_CLASS } from './mos.leader';
import { freePorts, TestMosDevice, type Received } from './mos.testDevice';
import { addApprovedStory, ncsPortsEnv, seedMosPlayout, until } from './mos.testkit';

/**
 * One leader per MOS device on PostgreSQL: two instances (two machines: each its own MOS
 * address) and two playout devices behind proxies counting the newsroom's connections. The
 * devices spread, one per instance; each sees one connection and each of its running orders
 * once. When an instance stops, the other takes its device over and goes on from what the device
 * acknowledged: the change made meanwhile, and nothing resent whole.
 */

const TIMEOUT_MS = 1500;
const NCS_ID = 'nrcs.devices.mos';
/** Long enough for a duplicate or a resend to arrive, if there were one. */
const QUIET_MS = 1500;

interface Playout {
  device: TestMosDevice;
  proxy: CountingProxy<'lower' | 'upper' | 'query'>;
  deviceId: number;
  programId: number;
  roId: string;
  blockId: number;
}

let tdb: TestDatabase;
let editor: string;
const playouts: Playout[] = [];
const instances: { t: TestApp; database: Database }[] = [];
const others: Database[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const received = (p: Playout, type: Received['type'], from = 0) =>
  p.device.received.slice(from).filter((m) => m.type === type && m.roId === p.roId).length;

const call = (t: TestApp, method: 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { cookie: editor },
  });

const addStory = (t: TestApp, blockId: number, slug: string) =>
  addApprovedStory(t.app, editor, blockId, slug);

/** Which instance leads each device, by its sessions' application name ('' = the first). */
async function leaders(): Promise<Map<number, string>> {
  const result = (await tdb.database.db.execute(sql`
    SELECT l.objid::int AS device, coalesce(a.application_name, '') AS instance
    FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND l.granted
      AND l.classid = ${MOS_DEVICE_LOCK_CLASS}::bigint::oid
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`)) as unknown as {
    rows: { device: number; instance: string }[];
  };
  return new Map(result.rows.map((row) => [row.device, row.instance]));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('one MOS leader per device', () => {
  beforeAll(async () => {
    process.env.MOS_ID = NCS_ID;
    process.env.MOS_TIMEOUT_MS = String(TIMEOUT_MS);
    const ncsPorts = [await freePorts(), await freePorts()];
    tdb = await createTestDatabase();
    for (const [i, name] of ['Playout Norte', 'Playout Sul'].entries()) {
      const mosId = `playout.devices.${i}`;
      const device = new TestMosDevice(mosId, await freePorts(), {
        mosId: NCS_ID,
        ports: ncsPorts[i]!,
      });
      await device.start();
      const proxy = new CountingProxy(device.ports);
      await proxy.start();
      const seeded = await seedMosPlayout(tdb.database.db, proxy.ports, {
        device: { name, vendor: 'SOFIE', mosId },
        program: { name: `Jornal ${name}`, start: '12:00:00', end: '13:00:00' },
      });
      playouts.push({ device, proxy, ...seeded, roId: '', blockId: 0 });
    }
    // Two machines: each instance listens on its own MOS address.
    for (const [i, ports] of ncsPorts.entries()) {
      Object.assign(process.env, ncsPortsEnv(ports));
      const url = new URL(tdb.url!);
      url.searchParams.set('application_name', 'nrcs-second');
      const database = i === 0 ? tdb.database : await openPostgres(url.toString());
      if (i > 0) others.push(database);
      instances.push({ t: await startTestApp(database, testClock()), database });
    }
    const user = await createUser(tdb.database, {
      permissions: { rundown: 'admin', story: 'admin' },
    });
    editor = await loginCookie(instances[0]!.t.app, user.nickname);
  }, 60_000);

  afterAll(async () => {
    for (const { t } of instances) await t.close();
    for (const database of others) await database.close();
    for (const p of playouts) {
      await p.proxy.stop();
      await p.device.stop();
    }
    await tdb?.drop();
  });

  it('spreads the devices over the instances: each device sees one connection and its running order once', async () => {
    const [a, b] = instances.map((i) => i.t);
    const spread = await until(
      leaders,
      (held) => held.size === 2 && new Set(held.values()).size === 2,
      6 * LEADER_RETRY_MS,
    );
    expect([...spread.keys()].sort()).toEqual(playouts.map((p) => p.deviceId).sort());
    // Leading is holding the lock; the leader dials its device right after (slower under load).
    await until(
      async () => playouts.map((p) => p.proxy.openNow('lower')),
      (open) => open.every((n) => n === 1),
      6 * LEADER_RETRY_MS,
    );

    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
    for (const [i, p] of playouts.entries()) {
      const created = await call(a!, 'POST', '/api/rundowns', { date, programId: p.programId });
      expect(created.statusCode, created.body).toBe(201);
      const rundown = created.json<Rundown>();
      p.roId = `NRCS-RD-${rundown.id}`;
      p.blockId = rundown.blocks[0]!.id;
      await addStory(a!, p.blockId, 'ABERTURA');
      // Either instance is asked; each device's part runs on its leader.
      const enabled = await call(
        i === 0 ? b! : a!,
        'POST',
        `/api/rundowns/${rundown.id}/mos/enable`,
      );
      expect(enabled.statusCode, enabled.body).toBe(200);
      expect(enabled.json<MosActionResult>()).toEqual({
        devices: [i === 0 ? 'Playout Norte' : 'Playout Sul'],
        unreachable: [],
      });
    }
    for (const p of playouts) await addStory(b!, p.blockId, 'CHUVA');
    for (const p of playouts) await p.device.next((m) => m.type === 'INSERT' && m.roId === p.roId);
    await sleep(QUIET_MS);
    for (const p of playouts) {
      expect(received(p, 'roCreate')).toBe(1);
      expect(received(p, 'roReplace')).toBe(0);
      expect(received(p, 'INSERT')).toBe(1);
      expect(p.proxy.openNow('lower')).toBe(1);
      // Nothing of the other device's running order.
      const other = playouts.find((o) => o !== p)!;
      expect(p.device.received.filter((m) => m.roId === other.roId)).toEqual([]);
    }
  });

  it('hands a stopped instance’s device over: the change made meanwhile, nothing resent whole', async () => {
    const [a, b] = instances;
    const before = await leaders();
    const marks = playouts.map((p) => p.device.received.length);
    const accepted = playouts.map((p) => p.proxy.acceptedSoFar('lower'));
    await b!.t.close();
    instances.pop();

    // Changes made while one device has no leader yet.
    for (const p of playouts) await addStory(a!.t, p.blockId, 'TRANSITO');
    const after = await until(
      leaders,
      (held) => held.size === 2 && new Set(held.values()).size === 1,
      6 * LEADER_RETRY_MS,
    );
    for (const [i, p] of playouts.entries())
      await p.device.next((m) => m.type === 'INSERT' && m.roId === p.roId, marks[i]);
    await sleep(QUIET_MS);
    const moved = playouts.map((p) => before.get(p.deviceId) !== after.get(p.deviceId));
    expect(moved.filter(Boolean)).toHaveLength(1);
    for (const [i, p] of playouts.entries()) {
      expect(received(p, 'INSERT', marks[i])).toBe(1);
      expect(received(p, 'roReplace', marks[i])).toBe(0);
      expect(received(p, 'roCreate', marks[i])).toBe(0);
      expect(p.proxy.openNow('lower')).toBe(1);
      // The moved device was dialled by its new leader; the other kept its connection.
      if (moved[i]) expect(p.proxy.acceptedSoFar('lower')).toBeGreaterThan(accepted[i]!);
      else expect(p.proxy.acceptedSoFar('lower')).toBe(accepted[i]);
    }
  });
});
