import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceSummary } from '@newsroom/domain';
import { deviceTemplates, programs } from '../../platform/db/schema';
import { injectAs, type TestMethod } from '../../test/injectAs';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';
import {
  auditEntriesOf,
  bodyOnWrites,
  expectSessionRequired,
} from '../../platform/records/recordTestkit';

let adminCookie: string;
let readerCookie: string;
let userCookie: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  adminCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { admin: 'write', rundown: 'read' } })).nickname,
  );
  readerCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { admin: 'read' } })).nickname,
  );
  userCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { story: 'write' } })).nickname,
  );
});

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

const call = (method: TestMethod, url: string, cookie: string | null, payload?: unknown) =>
  injectAs(t.app, method, url, cookie, payload);

/** A CG over II with two templates. */
function cgInput(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('GC Estúdio'),
    type: 'CG',
    vendor: 'CHYRON',
    protocol: 'II',
    host: '127.0.0.1',
    port: 5250,
    charset: 'ISO-8859-1',
    channels: ['CG1', 'CG2'],
    defaultChannel: 'CG1',
    templates: [
      {
        number: 10,
        name: 'Nome e cargo',
        fields: [
          { number: 1, name: 'Nome', size: 32 },
          { number: 2, name: 'Cargo', size: 40 },
        ],
      },
      { number: 20, name: 'Local', fields: [{ number: 1, name: 'Local', size: 30 }] },
    ],
    ...overrides,
  };
}

/** A playout over MOS. */
function playoutInput(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Playout'),
    type: 'PLAYOUT',
    vendor: 'SOFIE',
    protocol: 'MOS',
    mosId: 'playout.test.mos',
    host: '127.0.0.1',
    secondaryHost: '127.0.0.2',
    channels: ['A', 'B'],
    defaultChannel: 'A',
    ...overrides,
  };
}

async function makeDevice(payload: Record<string, unknown>): Promise<Device> {
  const response = await call('POST', '/api/devices', adminCookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Device>();
}

async function deviceCount(): Promise<number> {
  return (await call('GET', '/api/devices', readerCookie)).json<DeviceSummary[]>().length;
}

async function makeProgram(values: { cgDeviceId?: number; playoutDeviceId?: number }) {
  const [row] = await tdb.database.db
    .insert(programs)
    .values({ name: unique('Jornal'), start: '06:00:00', end: '07:00:00', ...values })
    .returning({ id: programs.id });
  return row!.id;
}

describe('devices', () => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', '/api/devices'],
        ['GET', '/api/devices/1'],
        ['GET', '/api/devices/1/templates'],
        ['GET', '/api/devices/1/paths'],
        ['GET', '/api/devices/types'],
        ['GET', '/api/devices/protocols'],
        ['GET', '/api/devices/vendors'],
        ['GET', '/api/devices/charsets'],
        ['GET', '/api/devices/revisions'],
        ['GET', '/api/devices/plugins'],
        ['GET', '/api/devices/html-plugins'],
        ['GET', '/api/devices/cgs'],
        ['GET', '/api/devices/mams'],
        ['GET', '/api/devices/playouts'],
        ['POST', '/api/devices'],
        ['PUT', '/api/devices/1'],
        ['DELETE', '/api/devices/1'],
      ],
      bodyOnWrites(cgInput({ version: 1 })),
    );
  });

  it("answers any session a device's named paths; 404 for an unknown device, 400 for a bad id", async () => {
    const paths = [
      { name: 'clipes', path: '\\\\playout01\\clips' },
      { name: 'proxy', path: 'http://playout01.local/proxy' },
    ];
    const device = await makeDevice(cgInput({ paths }));
    const response = await call('GET', `/api/devices/${device.id}/paths`, userCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(paths);
    expect((await call('GET', '/api/devices/999999/paths', userCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/devices/x/paths', userCookie)).statusCode).toBe(400);
  });

  it('needs admin read to list and admin write to change, changing nothing otherwise', async () => {
    const device = await makeDevice(cgInput());
    const before = await deviceCount();
    expect((await call('GET', '/api/devices', userCookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/devices', readerCookie, cgInput())).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/devices/${device.id}`, readerCookie, {
          ...cgInput({ name: device.name, templates: [] }),
          version: device.version,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/devices/${device.id}`, readerCookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/devices/${device.id}`, userCookie)).statusCode).toBe(403);
    expect(await deviceCount()).toBe(before);
    expect((await call('GET', `/api/devices/${device.id}`, readerCookie)).json()).toEqual(device);
  });

  it('creates a device with its templates and answers it in full; admin read reads it in full, any session its templates', async () => {
    const device = await makeDevice(cgInput({ name: '  GC Principal  ' }));
    expect(device).toMatchObject({
      name: 'GC Principal',
      type: 'CG',
      vendor: 'CHYRON',
      protocol: 'II',
      plugin: 'NONE',
      host: '127.0.0.1',
      port: 5250,
      charset: 'ISO-8859-1',
      channels: ['CG1', 'CG2'],
      defaultChannel: 'CG1',
      lowerPort: 10540,
      upperPort: 10541,
      queryPort: 10542,
      enabled: true,
      version: 1,
    });
    expect(device.templates.map((tpl) => [tpl.number, tpl.name, tpl.deviceId])).toEqual([
      [10, 'Nome e cargo', device.id],
      [20, 'Local', device.id],
    ]);
    expect(device.templates[0]!.fields).toEqual([
      { number: 1, name: 'Nome', size: 32 },
      { number: 2, name: 'Cargo', size: 40 },
    ]);
    // A plain user reads the templates but not the device's addresses.
    expect((await call('GET', `/api/devices/${device.id}`, userCookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/devices/${device.id}`, readerCookie)).json()).toEqual(device);
    expect((await call('GET', `/api/devices/${device.id}/templates`, userCookie)).json()).toEqual(
      device.templates,
    );
    expect((await call('GET', '/api/devices/999999', readerCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/devices/999999/templates', userCookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/devices', readerCookie)).json<DeviceSummary[]>();
    expect(list.find((each) => each.id === device.id)).toEqual({
      id: device.id,
      name: 'GC Principal',
      type: 'CG',
      vendor: 'CHYRON',
      protocol: 'II',
      plugin: 'NONE',
      enabled: true,
    });
    const names = list.map((each) => each.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers the enums to any session', async () => {
    const enums = {
      types: ['CC', 'CG', 'MAM', 'PLAYOUT', 'TP'],
      protocols: ['II', 'MOS', 'WS'],
      plugins: ['NONE', 'ACTIVEX', 'HTML'],
      charsets: ['UTF-8', 'UTF-16BE', 'ISO-8859-1', 'WINDOWS-1252'],
    };
    for (const [path, values] of Object.entries(enums))
      expect((await call('GET', `/api/devices/${path}`, userCookie)).json()).toEqual(values);
    expect((await call('GET', '/api/devices/vendors', userCookie)).json()).toContain('SOFIE');
    expect((await call('GET', '/api/devices/revisions', userCookie)).json()).toContain('2.8.5');
  });

  it('offers the enabled devices of each kind in the pickers', async () => {
    const cg = await makeDevice(cgInput());
    const offCg = await makeDevice(cgInput({ enabled: false }));
    const playout = await makeDevice(playoutInput());
    const prompter = await makeDevice(playoutInput({ type: 'TP', vendor: 'AUTOSCRIPT' }));
    const mam = await makeDevice({
      name: unique('Acervo'),
      type: 'MAM',
      protocol: 'WS',
      webServiceUrl: 'http://127.0.0.1:8095/mam',
    });
    const idsOf = async (path: string) =>
      (await call('GET', `/api/devices/${path}`, userCookie))
        .json<DeviceSummary[]>()
        .map((each) => each.id);
    const cgs = await idsOf('cgs');
    expect(cgs).toContain(cg.id);
    expect(cgs).not.toContain(offCg.id);
    expect(cgs).not.toContain(playout.id);
    const playouts = await idsOf('playouts');
    expect(playouts).toEqual(expect.arrayContaining([playout.id, prompter.id]));
    expect(playouts).not.toContain(cg.id);
    expect(await idsOf('mams')).toEqual([mam.id]);
  });

  it('offers the enabled HTML plug-ins to any session, and checks their URLs', async () => {
    const html = await makeDevice(
      cgInput({ plugin: 'HTML', pluginUrl: 'https://cg.example/plugin/' }),
    );
    const off = await makeDevice(
      cgInput({ plugin: 'HTML', pluginUrl: '/plugins/x/', enabled: false }),
    );
    const none = await makeDevice(cgInput());
    const answer = (await call('GET', '/api/devices/html-plugins', userCookie)).json<{
      ncsMosId: string;
      plugins: { id: number; pluginUrl: string }[];
    }>();
    expect(answer.ncsMosId).not.toBe('');
    expect(answer.plugins).toContainEqual({
      id: html.id,
      name: html.name,
      type: 'CG',
      pluginUrl: 'https://cg.example/plugin/',
      mosId: '',
    });
    const ids = answer.plugins.map((p) => p.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(none.id);

    const hostile = await call('POST', '/api/devices', adminCookie, {
      ...cgInput({ plugin: 'HTML', pluginUrl: 'javascript:alert(1)' }),
    });
    expect(hostile.statusCode).toBe(400);
    const missing = await call('POST', '/api/devices', adminCookie, cgInput({ plugin: 'HTML' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ details: { field: 'pluginUrl' } });
  });

  it('updates a device and replaces its templates; a stale version is 409 with the current one', async () => {
    const device = await makeDevice(cgInput());
    const response = await call('PUT', `/api/devices/${device.id}`, adminCookie, {
      ...cgInput({ name: device.name }),
      channels: ['CG1'],
      templates: [{ number: 30, name: 'Crédito', fields: [{ number: 1, name: 'Texto' }] }],
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Device>();
    expect(updated).toMatchObject({ channels: ['CG1'], version: 2 });
    expect(updated.templates).toMatchObject([
      { number: 30, name: 'Crédito', fields: [{ number: 1, name: 'Texto', size: 0 }] },
    ]);
    const stored = await tdb.database.db
      .select()
      .from(deviceTemplates)
      .where(eq(deviceTemplates.deviceId, device.id));
    expect(stored.map((row) => row.number)).toEqual([30]);

    const stale = await call('PUT', `/api/devices/${device.id}`, adminCookie, {
      ...cgInput({ name: device.name }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: device.id, version: 2 } },
    });
    expect(
      (
        await call('PUT', '/api/devices/999999', adminCookie, {
          ...cgInput(),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input (400), a taken name (409) and broken rules (422), changing nothing', async () => {
    const device = await makeDevice(cgInput());
    const before = await deviceCount();
    for (const bad of [
      cgInput({ type: 'RADIO' }),
      cgInput({ name: '' }),
      cgInput({ port: 70_000 }),
      cgInput({ host: 'bad host!' }),
      cgInput({ templates: [{ number: 1, name: 'x', fields: [{ number: 1, name: '' }] }] }),
    ]) {
      const response = await call('POST', '/api/devices', adminCookie, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const taken = await call('POST', '/api/devices', adminCookie, {
      ...cgInput(),
      name: device.name.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });

    const rules: [Record<string, unknown>, string, string][] = [
      [cgInput({ defaultChannel: 'CG9' }), 'device:defaultChannelUnknown', 'defaultChannel'],
      [cgInput({ host: '' }), 'device:connectionIncomplete', 'host'],
      [cgInput({ port: null }), 'device:connectionIncomplete', 'port'],
      [playoutInput({ mosId: '' }), 'device:connectionIncomplete', 'mosId'],
      [playoutInput({ host: '' }), 'device:connectionIncomplete', 'host'],
      [
        cgInput({
          templates: [
            { number: 10, name: 'A', fields: [] },
            { number: 10, name: 'B', fields: [] },
          ],
        }),
        'device:duplicateNumber',
        'templates',
      ],
      [
        cgInput({
          templates: [
            {
              number: 10,
              name: 'A',
              fields: [
                { number: 1, name: 'x' },
                { number: 1, name: 'y' },
              ],
            },
          ],
        }),
        'device:duplicateNumber',
        'templates.0.fields',
      ],
    ];
    for (const [payload, message, field] of rules) {
      const response = await call('POST', '/api/devices', adminCookie, payload);
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'rule_violation',
        message,
        details: { field },
      });
    }
    expect(await deviceCount()).toBe(before);

    const renamed = await call('PUT', `/api/devices/${device.id}`, adminCookie, {
      ...cgInput({ name: device.name, defaultChannel: 'X' }),
      version: 1,
    });
    expect(renamed.statusCode).toBe(422);
    expect((await call('GET', `/api/devices/${device.id}`, adminCookie)).json()).toEqual(device);
  });

  it('deletes a device no program uses; one linked to a program is 422 device:linkedToProgram', async () => {
    const cg = await makeDevice(cgInput());
    const playout = await makeDevice(playoutInput());
    await makeProgram({ cgDeviceId: cg.id });
    await makeProgram({ playoutDeviceId: playout.id });
    for (const linked of [cg, playout]) {
      const response = await call('DELETE', `/api/devices/${linked.id}`, adminCookie);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'rule_violation',
        message: 'device:linkedToProgram',
        details: { count: 1 },
      });
      expect((await call('GET', `/api/devices/${linked.id}`, adminCookie)).statusCode).toBe(200);
    }
    const free = await makeDevice(cgInput());
    expect((await call('DELETE', `/api/devices/${free.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/devices/${free.id}`, adminCookie)).statusCode).toBe(404);
    const templates = await tdb.database.db
      .select()
      .from(deviceTemplates)
      .where(eq(deviceTemplates.deviceId, free.id));
    expect(templates).toEqual([]);
    expect((await call('DELETE', `/api/devices/${free.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('publishes create, update and delete on /topic/devices with the summary', async () => {
    const socket = await connectStomp(t.baseUrl, adminCookie, ['/topic/devices']);
    try {
      const device = await makeDevice(cgInput());
      const summary = {
        id: device.id,
        name: device.name,
        type: 'CG',
        vendor: 'CHYRON',
        protocol: 'II',
        plugin: 'NONE',
        enabled: true,
      };
      expect(
        await socket.next(
          '/topic/devices',
          (e) => e.action === 'CREATE' && e.id === String(device.id),
        ),
      ).toMatchObject({ entity: 'device', data: summary, version: 1 });
      await call('PUT', `/api/devices/${device.id}`, adminCookie, {
        ...cgInput({ name: device.name, enabled: false }),
        version: 1,
      });
      expect(
        await socket.next(
          '/topic/devices',
          (e) => e.action === 'UPDATE' && e.id === String(device.id),
        ),
      ).toMatchObject({ entity: 'device', data: { ...summary, enabled: false }, version: 2 });
      await call('DELETE', `/api/devices/${device.id}`, adminCookie);
      expect(
        await socket.next(
          '/topic/devices',
          (e) => e.action === 'DELETE' && e.id === String(device.id),
        ),
      ).toMatchObject({ entity: 'device', data: { id: device.id } });
    } finally {
      await socket.close();
    }
  });

  it('records audit entries of create, update and delete', async () => {
    const device = await makeDevice(cgInput());
    await call('PUT', `/api/devices/${device.id}`, adminCookie, {
      ...cgInput({ name: device.name, port: 5260 }),
      version: 1,
    });
    await call('DELETE', `/api/devices/${device.id}`, adminCookie);
    const audit = await auditEntriesOf(tdb.database.db, 'device', device.name);
    expect(audit.map((r) => r.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(audit[1]).toMatchObject({
      entityId: String(device.id),
      label: device.name,
      details: { port: { before: 5250, after: 5260 } },
    });
  });
});
