import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMOSAckStatus, IMOSObjectStatus } from '@mos-connection/connector';
import type { DeviceStatus } from '@newsroom/domain';
import { archiveClip } from '@newsroom/domain/src/testing';
import { devices } from '../../platform/db/schema';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { freePorts, MOS_FIXTURE_OBJECTS, TestMosDevice } from '../mos/mos.testDevice';
import { answeredMedia, closedPort } from './media.testkit';

/**
 * The media centre over MOS against real protocol peers built with @mos-connection/connector: an
 * asset manager answering mosReqObjList from Portuguese objects, a MOS device that does not offer
 * object search, and one that never answers. The newsroom asks over the connections MosLinks
 * keeps (its own MOS ports are free loopback ports).
 */

const TIMEOUT_MS = 1_500;
const NCS_ID = 'nrcs.media.test.mos';

let tdb: TestDatabase;
let t: TestApp;
let acervo: TestMosDevice;
let arquivo: TestMosDevice;
const ids = {} as Record<'acervo' | 'arquivo' | 'mudo', number>;
const cookies = {} as Record<'reader' | 'nobody' | 'admin', string>;
let readerNickname: string;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const search = (query: Partial<Record<string, string | number>>, cookie = cookies.reader) =>
  get(
    `/api/media/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    cookie,
  );

async function connected(deviceId: number): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    const statuses = (await get('/api/devices/status', cookies.admin)).json<DeviceStatus[]>();
    if (statuses.find((s) => s.deviceId === deviceId)?.primary === 'connected') return;
    if (Date.now() > end) throw new Error(`device ${deviceId} never connected`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const ncsPorts = await freePorts();
  Object.assign(process.env, {
    MOS_ID: NCS_ID,
    MOS_PORT_LOWER: String(ncsPorts.lower),
    MOS_PORT_UPPER: String(ncsPorts.upper),
    MOS_PORT_QUERY: String(ncsPorts.query),
    MOS_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  const newsroom = { mosId: NCS_ID, ports: ncsPorts };
  acervo = new TestMosDevice('acervo.test.mos', await freePorts(), newsroom, MOS_FIXTURE_OBJECTS);
  arquivo = new TestMosDevice('arquivo.test.mos', await freePorts(), newsroom);
  await acervo.start();
  await arquivo.start();

  tdb = await createTestDatabase();
  const mosMam = (
    name: string,
    mosId: string,
    ports: { lower: number; upper: number; query: number },
  ) => ({
    name,
    type: 'MAM',
    protocol: 'MOS',
    mosId,
    host: '127.0.0.1',
    lowerPort: ports.lower,
    upperPort: ports.upper,
    queryPort: ports.query,
    heartbeatSeconds: 1,
  });
  const silent = {
    lower: await closedPort(),
    upper: await closedPort(),
    query: await closedPort(),
  };
  const rows = await tdb.database.db
    .insert(devices)
    .values([
      mosMam('Acervo MOS', acervo.mosId, acervo.ports),
      mosMam('Arquivo Playout', arquivo.mosId, arquivo.ports),
      mosMam('Acervo mudo', 'mudo.test.mos', silent),
    ])
    .returning({ id: devices.id });
  [ids.acervo, ids.arquivo, ids.mudo] = rows.map((r) => r.id) as [number, number, number];

  t = await startTestApp(tdb.database, testClock());
  const reader = await createUser(tdb.database, { permissions: { media: 'read' } });
  const nobody = await createUser(tdb.database, { permissions: { story: 'write' } });
  const admin = await createUser(tdb.database, { isRoot: true });
  readerNickname = reader.nickname;
  cookies.reader = await loginCookie(t.app, reader.nickname);
  cookies.nobody = await loginCookie(t.app, nobody.nickname);
  cookies.admin = await loginCookie(t.app, admin.nickname);
  await connected(ids.acervo);
  await connected(ids.arquivo);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await acervo?.stop();
  await arquivo?.stop();
  await tdb?.drop();
});

describe('GET /api/media/search over MOS (mosReqObjList)', () => {
  it('requires a session', async () => {
    expect((await get(`/api/media/search?deviceId=${ids.acervo}`)).statusCode).toBe(401);
  });

  it('refuses a user without the media read role (403) and asks the device nothing', async () => {
    const before = acervo.objectListRequests.length;
    const response = await search({ deviceId: ids.acervo, q: 'alagamento' }, cookies.nobody);
    expect(response.statusCode).toBe(403);
    expect(acervo.objectListRequests.length).toBe(before);
  });

  it('answers a page of the objects in the media shape, asking for the page as a 1-based range', async () => {
    const response = await search({ deviceId: ids.acervo, q: 'alagamento', size: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(acervo.objectListRequests.at(-1)).toEqual({
      username: readerNickname,
      generalSearch: 'alagamento',
      start: 1,
      end: 2,
    });
    const body = response.json();
    expect(body).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(body.data).toEqual([
      archiveClip({
        objectId: 'MOS-ACV-0001',
        slug: 'VT ALAGAMENTO MARGINAL',
        abstractText: 'Marginal alagada após temporal no fim da tarde',
        paths: [{ techDescription: 'MXF HD', url: 'smb://acervo/MOS-ACV-0001.mxf' }],
        proxyPaths: [{ techDescription: 'MP4 proxy', url: 'http://acervo/proxy/MOS-ACV-0001.mp4' }],
        metadataPath: 'http://acervo/meta/MOS-ACV-0001.xml',
      }),
      answeredMedia({
        objectId: 'MOS-ACV-0002',
        slug: 'SONORA DEFESA CIVIL',
        durationMs: 32_000,
        timeBase: 25,
        abstractText: 'Coordenador da Defesa Civil fala sobre o alagamento',
        type: 'VIDEO',
      }),
    ]);
  });

  it('pages on: the second page asks for objects 3 to 4', async () => {
    const response = await search({ deviceId: ids.acervo, q: '  alagamento ', page: 1, size: 2 });
    expect(response.statusCode).toBe(200);
    expect(acervo.objectListRequests.at(-1)).toMatchObject({ start: 3, end: 4 });
    const body = response.json();
    expect(body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(body.data.map((m: { objectId: string; type: string }) => [m.objectId, m.type])).toEqual([
      ['MOS-ACV-0003', 'IMAGE'],
    ]);
  });

  it('an empty search lists what the device holds; words match with or without accents', async () => {
    const all = await search({ deviceId: ids.acervo });
    expect(all.json()).toMatchObject({ total: 4, page: 0, size: 25 });
    expect(acervo.objectListRequests.at(-1)).toMatchObject({
      generalSearch: '',
      start: 1,
      end: 25,
    });
    const sound = (await search({ deviceId: ids.acervo, q: 'chuva' })).json();
    expect(sound.data).toMatchObject([
      { objectId: 'MOS-ACV-0004', type: 'AUDIO', durationMs: 12_000, timeBase: 1000 },
    ]);
    const water = (await search({ deviceId: ids.acervo, q: 'agua' })).json();
    expect(water.data.map((m: { objectId: string }) => m.objectId)).toEqual(['MOS-ACV-0003']);
  });

  it('answers 422 media:mosSearchUnavailable when the device refuses object-list requests', async () => {
    const response = await search({ deviceId: ids.arquivo, q: 'alagamento' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'media:mosSearchUnavailable',
      details: { device: 'Arquivo Playout' },
    });
  });

  it('lists what an asset manager without object search announced (mosObj, profile 1)', async () => {
    const ack = await arquivo.announce({
      ...MOS_FIXTURE_OBJECTS[1]!,
      Status: IMOSObjectStatus.NEW,
    });
    expect(ack.Status).toBe(IMOSAckStatus.ACK);
    const response = await search({ deviceId: ids.arquivo, q: 'defesa civil' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [{ objectId: 'MOS-ACV-0002', slug: 'SONORA DEFESA CIVIL', durationMs: 32_000 }],
    });
    await arquivo.announce({ ...MOS_FIXTURE_OBJECTS[1]!, Status: IMOSObjectStatus.DELETED });
    expect((await search({ deviceId: ids.arquivo, q: 'defesa' })).json()).toMatchObject({
      message: 'media:mosSearchUnavailable',
    });
  });

  it('answers 422 device:unreachable within the MOS timeout when the device does not answer', async () => {
    const started = Date.now();
    const response = await search({ deviceId: ids.mudo, q: 'alagamento' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'rule_violation',
      message: 'device:unreachable',
      details: { device: 'Acervo mudo' },
    });
  });

  it('refuses bad queries (400) without asking the device', async () => {
    const before = acervo.objectListRequests.length;
    for (const query of [
      { deviceId: ids.acervo, size: 0 },
      { deviceId: ids.acervo, page: -1 },
      { deviceId: ids.acervo, q: 'x'.repeat(201) },
    ])
      expect((await search(query)).statusCode).toBe(400);
    expect(acervo.objectListRequests.length).toBe(before);
  });
});
