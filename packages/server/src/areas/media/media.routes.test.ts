import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../platform/db/schema';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { freePorts } from '../mos/mos.testDevice';
import {
  closedPort,
  MAM_FIXTURE_MEDIA,
  answeredMedia,
  PNG_THUMBNAIL,
  startMamFixture,
  type MamFixture,
} from './media.testkit';

/** The web-service timeout the app is started with (config MAM_TIMEOUT_MS). */
const MAM_TIMEOUT_MS = 1_500;

let tdb: TestDatabase;
let t: TestApp;
let mam: MamFixture;
const cookies = {} as Record<'reader' | 'nobody', string>;
const ids = {} as Record<
  'acervo' | 'slow' | 'broken' | 'refused' | 'mos' | 'disabled' | 'cg',
  number
>;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  // A short web-service timeout; the MOS asset manager listed here is searched in media.mos.test.ts,
  // and the newsroom's MOS ports are free ones (never the standard 10540-10542).
  const ncsPorts = await freePorts();
  Object.assign(process.env, {
    MAM_TIMEOUT_MS: String(MAM_TIMEOUT_MS),
    MOS_PORT_LOWER: String(ncsPorts.lower),
    MOS_PORT_UPPER: String(ncsPorts.upper),
    MOS_PORT_QUERY: String(ncsPorts.query),
  });
  tdb = await createTestDatabase();
  t = await startTestApp(tdb.database, testClock());
  mam = await startMamFixture();
  const reader = await createUser(tdb.database, { permissions: { media: 'read' } });
  const nobody = await createUser(tdb.database, { permissions: { story: 'write' } });
  cookies.reader = await loginCookie(t.app, reader.nickname);
  cookies.nobody = await loginCookie(t.app, nobody.nickname);
  const mamDevice = (
    name: string,
    webServiceUrl: string,
    extra: Partial<typeof devices.$inferInsert> = {},
  ) => ({
    name,
    type: 'MAM',
    protocol: 'WS',
    webServiceUrl,
    ...extra,
  });
  const rows = await tdb.database.db
    .insert(devices)
    .values([
      mamDevice('Acervo', `${mam.baseUrl}/mam`),
      mamDevice('Acervo lento', `${mam.baseUrl}/slow`),
      mamDevice('Acervo quebrado', `${mam.baseUrl}/broken/`),
      mamDevice('Acervo desligado', `http://127.0.0.1:${await closedPort()}/mam`),
      mamDevice('Acervo MOS', '', {
        protocol: 'MOS',
        mosId: 'mam.mos',
        host: '127.0.0.1',
        lowerPort: await closedPort(),
        upperPort: await closedPort(),
        queryPort: await closedPort(),
      }),
      mamDevice('Acervo antigo', `${mam.baseUrl}/mam`, { enabled: false }),
      { name: 'GC Estúdio', type: 'CG', protocol: 'II', host: '127.0.0.1', port: 5250 },
    ])
    .returning({ id: devices.id });
  const [acervo, slow, broken, refused, mos, disabled, cg] = rows.map((r) => r.id);
  Object.assign(ids, { acervo, slow, broken, refused, mos, disabled, cg });
});

afterAll(async () => {
  await mam?.close();
  await t?.close();
  await tdb?.drop();
});

describe('GET /api/media/devices', () => {
  it('requires a session', async () => {
    expect((await get('/api/media/devices')).statusCode).toBe(401);
  });

  it('refuses a user without the media read role (403)', async () => {
    expect((await get('/api/media/devices', cookies.nobody)).statusCode).toBe(403);
  });

  it('lists the enabled MAM devices by name with their protocol', async () => {
    const response = await get('/api/media/devices', cookies.reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.acervo, name: 'Acervo', protocol: 'WS' },
      { id: ids.refused, name: 'Acervo desligado', protocol: 'WS' },
      { id: ids.slow, name: 'Acervo lento', protocol: 'WS' },
      { id: ids.mos, name: 'Acervo MOS', protocol: 'MOS' },
      { id: ids.broken, name: 'Acervo quebrado', protocol: 'WS' },
    ]);
  });
});

describe('GET /api/media/search', () => {
  const search = (query: Partial<Record<string, string | number>>, cookie = cookies.reader) =>
    get(
      `/api/media/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      cookie,
    );

  it('requires a session', async () => {
    expect((await get(`/api/media/search?deviceId=${ids.acervo}`)).statusCode).toBe(401);
  });

  it('refuses a user without the media read role (403) and asks the device nothing', async () => {
    const before = mam.searches.length;
    expect((await search({ deviceId: ids.acervo, q: 'enchente' }, cookies.nobody)).statusCode).toBe(
      403,
    );
    expect(mam.searches.length).toBe(before);
  });

  it('answers a page of the device media in the story media shape', async () => {
    const response = await search({ deviceId: ids.acervo, q: 'enchente', size: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 0, size: 2, total: 4 });
    expect(body.data).toEqual([
      // The fixture's first media has every field set: it comes back as it is.
      MAM_FIXTURE_MEDIA[0],
      answeredMedia({
        objectId: 'ACV-0003',
        slug: 'FOTO ENCHENTE PONTE',
        abstractText: 'Ponte coberta pela água',
        type: 'IMAGE',
      }),
    ]);
  });

  it('passes the words and the page through to the device', async () => {
    const response = await search({ deviceId: ids.acervo, q: '  enchente  ', page: 1, size: 2 });
    expect(response.statusCode).toBe(200);
    expect(mam.searches.at(-1)).toEqual({ q: 'enchente', page: '1', size: '2' });
    const body = response.json();
    expect(body).toMatchObject({ page: 1, size: 2, total: 4 });
    expect(body.data.map((m: { slug: string; type: string }) => [m.slug, m.type])).toEqual([
      ['SOBE SOM ENCHENTE', 'AUDIO'],
      ['ARTE ENCHENTE MAPA', 'OTHER'],
    ]);
  });

  it("passes field-specific words under the device's field names, blank ones dropped", async () => {
    const params = JSON.stringify({ reporter: ' Ana ', channel: '' });
    const response = await search({ deviceId: ids.acervo, q: 'enchente', params });
    expect(response.statusCode).toBe(200);
    expect(mam.searches.at(-1)).toEqual({
      q: 'enchente',
      page: '0',
      size: '25',
      params: { reporter: 'Ana' },
    });
  });

  it('passes an empty search and the default page size', async () => {
    const response = await search({ deviceId: ids.acervo });
    expect(mam.searches.at(-1)).toEqual({ q: '', page: '0', size: '25' });
    expect(response.json()).toMatchObject({ total: 5, page: 0, size: 25 });
  });

  it('finds the mayor sound bite by its slug words', async () => {
    const response = await search({ deviceId: ids.acervo, q: 'sonora prefeito' });
    expect(response.json().data.map((m: { objectId: string }) => m.objectId)).toEqual(['ACV-0002']);
  });

  it('answers 404 for an unknown, disabled or non-MAM device', async () => {
    for (const deviceId of [999_999, ids.disabled, ids.cg])
      expect((await search({ deviceId, q: 'x' })).statusCode).toBe(404);
  });

  it('answers 422 device:unreachable at once when nothing listens', async () => {
    const started = Date.now();
    const response = await search({ deviceId: ids.refused, q: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'rule_violation',
      message: 'device:unreachable',
      details: { device: 'Acervo desligado' },
    });
    expect(Date.now() - started).toBeLessThan(MAM_TIMEOUT_MS);
  });

  it('answers 422 device:unreachable within the timeout when the device does not answer', async () => {
    const started = Date.now();
    const response = await search({ deviceId: ids.slow, q: 'x' });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'device:unreachable',
      details: { device: 'Acervo lento' },
    });
    expect(elapsed).toBeGreaterThanOrEqual(MAM_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(MAM_TIMEOUT_MS + 2_000);
  });

  it('answers 422 media:invalidAnswer when the device breaks the contract', async () => {
    const response = await search({ deviceId: ids.broken, q: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'media:invalidAnswer' });
  });

  it('refuses bad queries (400) without asking the device', async () => {
    const before = mam.searches.length;
    for (const query of [
      {},
      { deviceId: 'abc' },
      { deviceId: ids.acervo, size: 0 },
      { deviceId: ids.acervo, page: -1 },
      { deviceId: ids.acervo, q: 'x'.repeat(201) },
      { deviceId: ids.acervo, params: 'reporter=Ana' },
      { deviceId: ids.acervo, params: JSON.stringify({ page: '2' }) },
      { deviceId: ids.acervo, params: JSON.stringify({ reporter: 3 }) },
    ])
      expect((await search(query)).statusCode).toBe(400);
    expect(mam.searches.length).toBe(before);
  });
});

describe('GET /api/media/thumbnail', () => {
  const thumbnail = (objectId: string, cookie = cookies.reader, deviceId = ids.acervo) =>
    get(
      `/api/media/thumbnail?deviceId=${deviceId}&objectId=${encodeURIComponent(objectId)}`,
      cookie,
    );

  it('requires a session', async () => {
    expect(
      (await get(`/api/media/thumbnail?deviceId=${ids.acervo}&objectId=ACV-0001`)).statusCode,
    ).toBe(401);
  });

  it('refuses a user without the media read role (403)', async () => {
    expect((await thumbnail('ACV-0001', cookies.nobody)).statusCode).toBe(403);
  });

  it('streams the device thumbnail as PNG', async () => {
    const response = await thumbnail('ACV-0001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG_THUMBNAIL)).toBe(true);
  });

  it('answers 404 media:notFound for an object the device does not know', async () => {
    const response = await thumbnail('ACV-9999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'media:notFound' });
  });

  it('refuses a thumbnail that is not a safe image (SVG) with 422 media:invalidAnswer', async () => {
    const response = await thumbnail('ACV-0005');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'media:invalidAnswer' });
  });

  it('answers 422 device:unreachable when the device is down, 400 without an object', async () => {
    expect((await thumbnail('ACV-0001', cookies.reader, ids.refused)).statusCode).toBe(422);
    expect(
      (await get(`/api/media/thumbnail?deviceId=${ids.acervo}`, cookies.reader)).statusCode,
    ).toBe(400);
  });
});
