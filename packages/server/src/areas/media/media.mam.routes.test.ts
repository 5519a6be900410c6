import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { freePorts } from '../mos/mos.testDevice';
import { closedPort, MAM_FIXTURE_FIELDS, startMamFixture, type MamFixture } from './media.testkit';

/**
 * The asset manager's other calls (spec 3 §7 "MAM: searchable_fields, request_sync, media
 * create, update, get") against the fixture asset manager.
 */

let tdb: TestDatabase;
let t: TestApp;
let mam: MamFixture;
const cookies = {} as Record<'reader' | 'writer' | 'nobody', string>;
const ids = {} as Record<'acervo' | 'busy' | 'broken' | 'refused' | 'mos', number>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  const ncsPorts = await freePorts();
  Object.assign(process.env, {
    MAM_TIMEOUT_MS: '1500',
    MOS_PORT_LOWER: String(ncsPorts.lower),
    MOS_PORT_UPPER: String(ncsPorts.upper),
    MOS_PORT_QUERY: String(ncsPorts.query),
  });
  tdb = await createTestDatabase();
  t = await startTestApp(tdb.database, testClock());
  mam = await startMamFixture();
  const reader = await createUser(tdb.database, { permissions: { media: 'read' } });
  const writer = await createUser(tdb.database, { permissions: { media: 'write' } });
  const nobody = await createUser(tdb.database, { permissions: { story: 'write' } });
  cookies.reader = await loginCookie(t.app, reader.nickname);
  cookies.writer = await loginCookie(t.app, writer.nickname);
  cookies.nobody = await loginCookie(t.app, nobody.nickname);
  const ws = (name: string, webServiceUrl: string) =>
    ({ name, type: 'MAM', protocol: 'WS', webServiceUrl }) as const;
  const rows = await tdb.database.db
    .insert(devices)
    .values([
      ws('Acervo', `${mam.baseUrl}/mam`),
      ws('Acervo ocupado', `${mam.baseUrl}/busy`),
      ws('Acervo quebrado', `${mam.baseUrl}/broken`),
      ws('Acervo desligado', `http://127.0.0.1:${await closedPort()}/mam`),
      {
        name: 'Acervo MOS',
        type: 'MAM',
        protocol: 'MOS',
        mosId: 'mam.mos',
        host: '127.0.0.1',
        lowerPort: await closedPort(),
        upperPort: await closedPort(),
        queryPort: await closedPort(),
      },
    ])
    .returning({ id: devices.id });
  const [acervo, busy, broken, refused, mos] = rows.map((r) => r.id);
  Object.assign(ids, { acervo, busy, broken, refused, mos });
});

afterAll(async () => {
  await mam?.close();
  await t?.close();
  await tdb?.drop();
});

describe('GET /api/media/searchable_fields', () => {
  const url = (deviceId: number) => `/api/media/searchable_fields?deviceId=${deviceId}`;

  it('requires a session, then the media read role', async () => {
    expect((await call('GET', url(ids.acervo))).statusCode).toBe(401);
    expect((await call('GET', url(ids.acervo), cookies.nobody)).statusCode).toBe(403);
  });

  it("answers the device's fields, labelled by their name when the device gives no label", async () => {
    const response = await call('GET', url(ids.acervo), cookies.reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      MAM_FIXTURE_FIELDS[0],
      MAM_FIXTURE_FIELDS[1],
      { name: 'channel', label: 'channel' },
    ]);
  });

  it('answers no fields for a device without /fields and for a MOS device', async () => {
    expect((await call('GET', url(ids.busy), cookies.reader)).json()).toEqual([]);
    expect((await call('GET', url(ids.mos), cookies.reader)).json()).toEqual([]);
  });

  it('refuses a missing device id (400) and an unknown one (404)', async () => {
    expect((await call('GET', '/api/media/searchable_fields', cookies.reader)).statusCode).toBe(
      400,
    );
    expect((await call('GET', url(999_999), cookies.reader)).statusCode).toBe(404);
  });
});

describe('POST /api/media/sync', () => {
  const sync = (deviceId: unknown, cookie?: string) =>
    call('POST', '/api/media/sync', cookie, { deviceId });

  it('requires a session, then the media write role', async () => {
    expect((await sync(ids.acervo)).statusCode).toBe(401);
    expect((await sync(ids.acervo, cookies.reader)).statusCode).toBe(403);
    expect(mam.syncs).toBe(0);
  });

  it('asks the device to sync and names it', async () => {
    const response = await sync(ids.acervo, cookies.writer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ device: 'Acervo' });
    expect(mam.syncs).toBe(1);
  });

  it('answers 422 media:syncFailed when the device refuses, device:unreachable when down', async () => {
    const busy = await sync(ids.busy, cookies.writer);
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toMatchObject({
      message: 'media:syncFailed',
      details: { device: 'Acervo ocupado' },
    });
    const down = await sync(ids.refused, cookies.writer);
    expect(down.json()).toMatchObject({ message: 'device:unreachable' });
    const mos = await sync(ids.mos, cookies.writer);
    expect(mos.json()).toMatchObject({ message: 'device:unreachable' });
  });

  it('refuses a body without a device id (400)', async () => {
    expect((await sync('x', cookies.writer)).statusCode).toBe(400);
  });
});

describe('media objects: get, create, update', () => {
  const objectUrl = (objectId: string, deviceId = ids.acervo) =>
    `/api/media/objects?deviceId=${deviceId}&objectId=${encodeURIComponent(objectId)}`;
  const update = (body: object, cookie = cookies.writer) =>
    call('PUT', '/api/media/objects', cookie, {
      deviceId: ids.acervo,
      objectId: 'ACV-0002',
      ...body,
    });

  it('requires a session, then read to get and write to create or change', async () => {
    expect((await call('GET', objectUrl('ACV-0001'))).statusCode).toBe(401);
    expect((await call('GET', objectUrl('ACV-0001'), cookies.nobody)).statusCode).toBe(403);
    const body = { deviceId: ids.acervo, slug: 'VT NOVO', type: 'VIDEO' };
    expect((await call('POST', '/api/media/objects', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/media/objects', cookies.reader, body)).statusCode).toBe(403);
    expect((await update({ slug: 'X' }, cookies.reader)).statusCode).toBe(403);
    expect(mam.writes).toEqual([]);
  });

  it('gets an object as story media; 404 media:notFound for one the device does not know', async () => {
    const response = await call('GET', objectUrl('ACV-0002'), cookies.reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      objectId: 'ACV-0002',
      slug: 'SONORA PREFEITO',
      durationMs: 32_000,
      type: 'VIDEO',
    });
    const missing = await call('GET', objectUrl('ACV-9999'), cookies.reader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'media:notFound' });
    const broken = await call('GET', objectUrl('ACV-0001', ids.broken), cookies.reader);
    expect(broken.json()).toMatchObject({ message: 'media:invalidAnswer' });
  });

  it('creates a placeholder with defaults and answers it as the device kept it', async () => {
    const response = await call('POST', '/api/media/objects', cookies.writer, {
      deviceId: ids.acervo,
      slug: ' VT PONTE NOVA ',
      type: 'VIDEO',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ objectId: 'ACV-0006', slug: 'VT PONTE NOVA' });
    expect(mam.writes.at(-1)).toEqual({
      slug: 'VT PONTE NOVA',
      type: 'VIDEO',
      durationMs: 0,
      abstractText: '',
    });
  });

  it('changes only the fields sent', async () => {
    const response = await update({ abstractText: 'Prefeito anuncia obras' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      objectId: 'ACV-0002',
      slug: 'SONORA PREFEITO',
      abstractText: 'Prefeito anuncia obras',
    });
    expect(mam.writes.at(-1)).toEqual({ abstractText: 'Prefeito anuncia obras' });
  });

  it.each([
    ['no slug', { type: 'VIDEO' }],
    ['an unknown type', { slug: 'VT', type: 'FILM' }],
    ['a negative length', { slug: 'VT', type: 'VIDEO', durationMs: -1 }],
  ])('refuses a create with %s (400)', async (_name, body) => {
    const response = await call('POST', '/api/media/objects', cookies.writer, {
      deviceId: ids.acervo,
      ...body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an update with nothing to change or no object (400)', async () => {
    expect((await update({})).statusCode).toBe(400);
    expect((await update({ objectId: '', slug: 'VT' })).statusCode).toBe(400);
  });

  it('refuses writing to a MOS asset manager with 422 media:unsupported', async () => {
    const response = await call('POST', '/api/media/objects', cookies.writer, {
      deviceId: ids.mos,
      slug: 'VT',
      type: 'VIDEO',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'media:unsupported' });
  });
});
