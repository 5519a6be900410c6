import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StoryRow } from '@newsroom/domain';
import type { Db } from '../../platform/db/client';
import { devices, programs } from '../../platform/db/schema';
import { CountingProxy } from '../../test/countingProxy';
import { freePorts, TestMosDevice } from './mos.testDevice';

type Ports = { lower: number; upper: number; query: number };

/** The environment that makes the newsroom's MOS server listen on `ports`. */
export function ncsPortsEnv(ports: Ports): Record<string, string> {
  return {
    MOS_PORT_LOWER: String(ports.lower),
    MOS_PORT_UPPER: String(ports.upper),
    MOS_PORT_QUERY: String(ports.query),
  };
}

/** What tells one test's playout device and its program from another's. */
/**
 * A MOS playout device behind proxies counting the newsroom's connections, with this NCS's MOS
 * id, ports and timeout set in the environment (`env`, for a child server too).
 */
export async function startCountedPlayout(ncsId: string, deviceMosId: string, timeoutMs: number) {
  const ncsPorts = await freePorts();
  const devicePorts = await freePorts();
  const env = { MOS_ID: ncsId, ...ncsPortsEnv(ncsPorts), MOS_TIMEOUT_MS: String(timeoutMs) };
  Object.assign(process.env, env);
  const device = new TestMosDevice(deviceMosId, devicePorts, { mosId: ncsId, ports: ncsPorts });
  await device.start();
  const proxy = new CountingProxy(devicePorts);
  await proxy.start();
  return { device, proxy, env };
}

export interface MosPlayoutSeed {
  device: { name: string; vendor: string; mosId: string };
  program: { name: string; start: string; end: string };
}

/**
 * An enabled MOS playout device on loopback `ports` (channels A and B, a 1 s heartbeat) and a
 * program that plays out on it.
 */
export async function seedMosPlayout(
  db: Db,
  ports: Ports,
  seed: MosPlayoutSeed,
): Promise<{ deviceId: number; programId: number }> {
  const [device] = await db
    .insert(devices)
    .values({
      ...seed.device,
      type: 'PLAYOUT',
      protocol: 'MOS',
      host: '127.0.0.1',
      lowerPort: ports.lower,
      upperPort: ports.upper,
      queryPort: ports.query,
      heartbeatSeconds: 1,
      channels: ['A', 'B'],
      defaultChannel: 'A',
      enabled: true,
    })
    .returning();
  const [program] = await db
    .insert(programs)
    .values({ ...seed.program, playoutDeviceId: device!.id })
    .returning();
  return { deviceId: device!.id, programId: program!.id };
}

/** A VT section with one MOS clip of `objectId` on channel B (60 s long, 45 s of it aired). */
export function mosVideoSection(uuid: string, objectId: string, paths: unknown[] = []) {
  return {
    type: 'VT',
    subSections: [
      {
        uuid,
        type: 'MOS_VIDEO',
        slug: `VT ${objectId}`,
        channel: 'B',
        media: { slug: objectId, objectId, durationMs: 60_000, paths },
        edDurMs: 45_000,
      },
    ],
  };
}

/** Reads until `ok` holds, every 50 ms; after `ms` it fails with the last value read. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Adds an approved story with a slug to a block, as the user of `cookie`, through `app`. */
export async function addApprovedStory(
  app: FastifyInstance,
  cookie: string,
  blockId: number,
  slug: string,
): Promise<StoryRow> {
  const inject = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie } });
  const created = await inject('POST', `/api/blocks/${blockId}/stories`);
  expect(created.statusCode, created.body).toBe(201);
  const story = created.json<StoryRow>();
  for (const [field, value] of [
    ['slug', slug],
    ['approved', true],
  ] as const) {
    const patched = await inject('PATCH', `/api/stories/${story.id}`, { field, value });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  return story;
}
