import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeviceStatus,
  MosActionResult,
  Rundown,
  RundownMosState,
  StoryRow,
} from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { tcpReachable } from './mos.links';
import { freePorts, IMOSObjectStatus, TestMosDevice } from './mos.testDevice';
import { mosVideoSection, ncsPortsEnv, seedMosPlayout, until } from './mos.testkit';

/**
 * MOS against a real protocol peer: a playout device built with @mos-connection/connector on
 * loopback ports, the newsroom connected to it as the NCS.
 */

const TIMEOUT_MS = 1500;
const NCS_ID = 'nrcs.test.mos';
const DEVICE_MOS_ID = 'playout.test.mos';

let tdb: TestDatabase;
let t: TestApp;
let device: TestMosDevice;
let ncsPorts: { lower: number; upper: number; query: number };
let deviceId: number;
let programId: number;
let editor: string;
let reader: string;
let admin: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: cookie ? { cookie } : {},
  });

const statusOfDevice = async () =>
  (await call('GET', '/api/devices/status', reader))
    .json<DeviceStatus[]>()
    .find((s) => s.deviceId === deviceId);

/** A clip whose MXF file the device announced. */
const videoSection = (uuid: string, objectId: string) =>
  mosVideoSection(uuid, objectId, [{ techDescription: 'MXF', url: `file://${objectId}.mxf` }]);

async function addStory(blockId: number, slug: string): Promise<StoryRow> {
  const created = await call('POST', `/api/blocks/${blockId}/stories`, editor);
  expect(created.statusCode).toBe(201);
  const story = created.json<StoryRow>();
  for (const [field, value] of [
    ['slug', slug],
    ['approved', true],
  ] as const) {
    const patched = await call('PATCH', `/api/stories/${story.id}`, editor, { field, value });
    expect(patched.statusCode).toBe(200);
  }
  return (await call('GET', `/api/stories/${story.id}`, editor)).json<StoryRow>();
}

async function save(storyId: number, slug: string, sections: unknown[]): Promise<void> {
  const current = (await call('GET', `/api/stories/${storyId}`, editor)).json<{
    version: number;
  }>();
  const saved = await call('PUT', `/api/stories/${storyId}`, editor, {
    version: current.version,
    slug,
    sections,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  ncsPorts = await freePorts();
  const devicePorts = await freePorts();
  process.env.MOS_ID = NCS_ID;
  Object.assign(process.env, ncsPortsEnv(ncsPorts));
  process.env.MOS_TIMEOUT_MS = String(TIMEOUT_MS);
  device = new TestMosDevice(DEVICE_MOS_ID, devicePorts, { mosId: NCS_ID, ports: ncsPorts });
  await device.start();

  tdb = await createTestDatabase();
  ({ deviceId, programId } = await seedMosPlayout(tdb.database.db, devicePorts, {
    device: { name: 'Playout Teste', vendor: 'SOFIE', mosId: DEVICE_MOS_ID },
    program: { name: 'Jornal da Manhã', start: '06:00:00', end: '07:00:00' },
  }));

  t = await startTestApp(tdb.database, testClock());
  for (const [name, permissions, isRoot] of [
    ['editor', { rundown: 'admin', story: 'admin' }, false],
    ['reader', { rundown: 'read', story: 'read' }, false],
    ['admin', {}, true],
  ] as const) {
    const user = await createUser(tdb.database, { permissions, isRoot });
    const cookie = await loginCookie(t.app, user.nickname);
    if (name === 'editor') editor = cookie;
    else if (name === 'reader') reader = cookie;
    else admin = cookie;
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  await device?.stop();
  await tdb?.drop();
});

describe('MOS routes', () => {
  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/devices/status'],
      ['POST', `/api/devices/${deviceId}/test`],
      ['GET', '/api/rundowns/1/mos'],
      ['POST', '/api/rundowns/1/mos/enable'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
  });

  it('refuses users without the role (403) and unknown rundowns (404)', async () => {
    expect((await call('POST', '/api/rundowns/1/mos/enable', reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/devices/${deviceId}/test`, editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/rundowns/999999/mos/ready', editor)).statusCode).toBe(404);
    expect((await call('POST', '/api/rundowns/1/mos/bogus', editor)).statusCode).toBe(400);
  });

  it('connects to the enabled device and shows its machine info; a test asks again', async () => {
    const status = await until(
      statusOfDevice,
      (s) => s?.primary === 'connected' && s.machineInfo !== null,
    );
    expect(status).toMatchObject({
      primary: 'connected',
      secondary: 'disabled',
      machineInfo: { manufacturer: 'Test Playout Inc.', model: 'TP-1', serialNumber: 'SN-42' },
    });
    const tested = await call('POST', `/api/devices/${deviceId}/test`, admin);
    expect(tested.statusCode).toBe(200);
    expect(tested.json<DeviceStatus>()).toMatchObject({
      deviceId,
      primary: 'connected',
      machineInfo: { swRev: '4.1' },
    });
  });

  it('replicates a rundown: roCreate, then move, edit and delete as minimal messages; statuses put stories on air', async () => {
    await until(statusOfDevice, (s) => s?.primary === 'connected');
    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
    const created = await call('POST', '/api/rundowns', editor, { date, programId });
    expect(created.statusCode, created.body).toBe(201);
    const rundown = created.json<Rundown>();
    const blockId = rundown.blocks[0]!.id;
    const s1 = await addStory(blockId, 'ABERTURA');
    const s2 = await addStory(blockId, 'ENCHENTE');
    const s3 = await addStory(blockId, 'ESPORTE');
    await save(s1.id, 'ABERTURA', [
      videoSection('11111111-1111-4111-8111-111111111111', 'OBJ-ABERTURA'),
    ]);
    await save(s2.id, 'ENCHENTE', [
      videoSection('22222222-2222-4222-8222-222222222222', 'OBJ-ENCHENTE'),
    ]);
    const roId = `NRCS-RD-${rundown.id}`;

    // Enable: roCreate with every story in air order and their MOS items.
    let mark = device.received.length;
    const enabled = await call('POST', `/api/rundowns/${rundown.id}/mos/enable`, editor);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<MosActionResult>()).toEqual({
      devices: ['Playout Teste'],
      unreachable: [],
    });
    const roCreate = await device.next((m) => m.type === 'roCreate' && m.roId === roId, mark);
    expect(roCreate.stories.map((s) => [s.id, s.slug])).toEqual([
      [s1.uuid, 'ABERTURA'],
      [s2.uuid, 'ENCHENTE'],
      [s3.uuid, 'ESPORTE'],
    ]);
    expect(roCreate.stories[0]!.items).toEqual([
      {
        id: '11111111-1111-4111-8111-111111111111',
        objectId: 'OBJ-ABERTURA',
        slug: 'VT OBJ-ABERTURA',
        channel: 'B',
      },
    ]);
    expect(roCreate.stories[2]!.items).toEqual([]);
    const state = (
      await call('GET', `/api/rundowns/${rundown.id}/mos`, reader)
    ).json<RundownMosState>();
    expect(state).toMatchObject({
      rundownId: rundown.id,
      mosEnabled: true,
      busy: false,
      devices: [{ deviceId, name: 'Playout Teste', check: 'EXIST', error: null }],
    });
    expect(
      (await call('GET', `/api/rundowns/${rundown.id}`, reader)).json<Rundown>().mosEnabled,
    ).toBe(true);

    // Move ESPORTE before ABERTURA: one MOVE.
    mark = device.received.length;
    const moved = await call('POST', '/api/stories/move', editor, {
      targetBlockId: blockId,
      storiesIds: [s3.id],
      targetStoryId: s1.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const move = await device.next((m) => m.roId === roId, mark);
    expect(move).toMatchObject({ type: 'MOVE', storyIds: [s3.uuid], target: s1.uuid });

    // Edit ENCHENTE (slug and its clip): one REPLACE of that story.
    mark = device.received.length;
    await save(s2.id, 'ENCHENTE NO CENTRO', [
      videoSection('22222222-2222-4222-8222-222222222222', 'OBJ-ENCHENTE-2'),
    ]);
    const replace = await device.next((m) => m.roId === roId, mark);
    expect(replace).toMatchObject({ type: 'REPLACE', target: s2.uuid });
    expect(replace.stories[0]).toMatchObject({
      id: s2.uuid,
      slug: 'ENCHENTE NO CENTRO',
      items: [{ objectId: 'OBJ-ENCHENTE-2' }],
    });

    // Delete ABERTURA: one DELETE.
    mark = device.received.length;
    expect((await call('DELETE', `/api/stories/${s1.id}`, editor)).statusCode).toBe(204);
    const deleted = await device.next((m) => m.roId === roId, mark);
    expect(deleted).toMatchObject({ type: 'DELETE', storyIds: [s1.uuid] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(device.received.slice(mark).filter((m) => m.roId === roId)).toHaveLength(1);

    // The playout takes ENCHENTE: on air over the API, and its status change reaches the browsers.
    const stomp = await connectStomp(t.baseUrl, reader, ['/topic/rundowns']);
    try {
      const event = stomp.next('/topic/rundowns', (e) => e.entity === 'rundown_status');
      await device.storyStatus(roId, s2.uuid, IMOSObjectStatus.PLAY);
      expect((await event).data).toMatchObject({
        rundownId: rundown.id,
        onAir: { entity: 'story', id: s2.id },
        // PLAY stops the stories before it (ESPORTE, moved to the top above).
        stories: [
          { id: s3.id, displayStatus: 'stop' },
          { id: s2.id, displayStatus: 'play' },
        ],
      });
      const story = (await call('GET', `/api/rundowns/${rundown.id}`, reader))
        .json<Rundown>()
        .blocks.flatMap((b) => b.stories)
        .find((s) => s.id === s2.id);
      expect(story?.displayStatus).toBe('play');

      // Ready to air, with the busy flag pushed while it runs and cleared after.
      const busy = stomp.next(
        '/topic/rundowns',
        (e) => e.entity === 'rundown_mos' && (e.data as RundownMosState).busy,
      );
      const idle = stomp.next(
        '/topic/rundowns',
        (e) =>
          e.entity === 'rundown_mos' &&
          !(e.data as RundownMosState).busy &&
          e.id === String(rundown.id),
      );
      mark = device.received.length;
      const ready = await call('POST', `/api/rundowns/${rundown.id}/mos/ready`, editor);
      expect(ready.json<MosActionResult>()).toEqual({
        devices: ['Playout Teste'],
        unreachable: [],
      });
      await device.next((m) => m.type === 'roReadyToAir' && m.roId === roId, mark);
      expect((await busy).id).toBe(String(rundown.id));
      expect((await idle).data).toMatchObject({ mosEnabled: true, busy: false });
    } finally {
      await stomp.close();
    }

    // The device stops: the next action answers "unreachable" within the MOS timeout.
    await device.stop();
    const startedAt = Date.now();
    const unreachable = await call('POST', `/api/rundowns/${rundown.id}/mos/ready`, editor);
    expect(Date.now() - startedAt).toBeLessThan(TIMEOUT_MS + 1500);
    expect(unreachable.json<MosActionResult>()).toEqual({
      devices: [],
      unreachable: ['Playout Teste'],
    });
    // A change while it is away.
    await addStory(blockId, 'PREVISÃO DO TEMPO');
    await until(statusOfDevice, (s) => s?.primary === 'disconnected');

    // It comes back: replace brings it up to date with the current stories.
    await device.start();
    await until(statusOfDevice, (s) => s?.primary === 'connected', 15_000);
    mark = device.received.length;
    const replaced = await call('POST', `/api/rundowns/${rundown.id}/mos/replace`, editor);
    expect(replaced.json<MosActionResult>()).toEqual({
      devices: ['Playout Teste'],
      unreachable: [],
    });
    const roReplace = await device.next((m) => m.type === 'roReplace' && m.roId === roId, mark);
    expect(roReplace.stories.map((s) => s.slug)).toEqual([
      'ESPORTE',
      'ENCHENTE NO CENTRO',
      'PREVISÃO DO TEMPO',
    ]);

    // Disable: roDelete, flag cleared, and the browsers' rundown says so.
    mark = device.received.length;
    const watcher = await connectStomp(t.baseUrl, reader, ['/topic/rundowns']);
    try {
      const flagged = watcher.next(
        '/topic/rundowns',
        (e) => e.entity === 'rundown' && e.action === 'UPDATE' && e.id === String(rundown.id),
      );
      const disabled = await call('POST', `/api/rundowns/${rundown.id}/mos/disable`, editor);
      expect(disabled.json<MosActionResult>()).toEqual({
        devices: ['Playout Teste'],
        unreachable: [],
      });
      expect(((await flagged).data as Rundown).mosEnabled).toBe(false);
    } finally {
      await watcher.close();
    }
    await device.next((m) => m.type === 'roDelete' && m.roId === roId, mark);
    expect(
      (await call('GET', `/api/rundowns/${rundown.id}/mos`, reader)).json<RundownMosState>()
        .mosEnabled,
    ).toBe(false);
  }, 60_000);

  it('a device disabled in the admin is hung up on, and the newsroom stops listening for MOS', async () => {
    const loaded = await call('GET', `/api/devices/${deviceId}`, admin);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const { id: _id, templates: _templates, ...body } = loaded.json<Record<string, unknown>>();
    const updated = await call('PUT', `/api/devices/${deviceId}`, admin, {
      ...body,
      enabled: false,
      templates: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const status = await until(statusOfDevice, (s) => s?.primary === 'disabled');
    expect(status).toMatchObject({ primary: 'disabled', secondary: 'disabled' });
    await until(
      () => tcpReachable('127.0.0.1', ncsPorts.upper, 500),
      (open) => !open,
    );
  });
});
