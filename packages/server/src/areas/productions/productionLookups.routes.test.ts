import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Production } from '@newsroom/domain';
import { auditLogs, productionResources, productionTypes } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import type { ProductionLookup } from '@newsroom/domain';
import { useTestApp } from '../../test/useTestApp';

let adminCookie: string;
let writerCookie: string;
let readerCookie: string;
let outsiderCookie: string;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const login = async (permissions: Record<string, string>) =>
    loginCookie(t.app, (await createUser(tdb.database, { permissions })).nickname);
  adminCookie = await login({ production: 'admin' });
  writerCookie = await login({ production: 'write' });
  readerCookie = await login({ production: 'read' });
  outsiderCookie = await login({ story: 'read' });
});

const lookups = [
  {
    path: 'production_resources',
    entity: 'production_resource',
    inUse: 'production:resourceInUse',
    table: productionResources,
    use: (id: number) => ({ resourcesIds: [id] }),
  },
  {
    path: 'production_types',
    entity: 'production_type',
    inUse: 'production:typeInUse',
    table: productionTypes,
    use: (id: number) => ({ typeId: id }),
  },
] as const;

async function countRows(table: (typeof lookups)[number]['table']): Promise<number> {
  const [row] = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe.each(lookups)('$path', ({ path, entity, inUse, table, use }) => {
  const name = () => `Recurso ${randomBytes(3).toString('hex')}`;
  const create = async (value = name()): Promise<ProductionLookup> => {
    const response = await call('POST', `/api/${path}`, adminCookie, { name: value });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductionLookup>();
  };

  it('requires a session', async () => {
    expect((await call('GET', `/api/${path}`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/${path}`, null, { name: name() })).statusCode).toBe(401);
  });

  it('needs the production role to read and production admin to change (403)', async () => {
    const record = await create();
    expect((await call('GET', `/api/${path}`, outsiderCookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/${path}/${record.id}`, outsiderCookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/${path}`, readerCookie)).statusCode).toBe(200);
    const before = await countRows(table);
    expect((await call('POST', `/api/${path}`, writerCookie, { name: name() })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/${path}/${record.id}`, writerCookie, { name: name(), version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/${path}/${record.id}`, writerCookie)).statusCode).toBe(403);
    expect(await countRows(table)).toBe(before);
  });

  it('creates, lists by name, loads, renames with the version and audits', async () => {
    const record = await create();
    expect(record).toMatchObject({ excluded: false, version: 1 });
    const list = (await call('GET', `/api/${path}`, readerCookie)).json<ProductionLookup[]>();
    expect(list.map((r) => r.id)).toContain(record.id);
    const names = list.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await call('GET', `/api/${path}/${record.id}`, readerCookie)).json()).toEqual(record);
    const renamed = await call('PUT', `/api/${path}/${record.id}`, adminCookie, {
      name: `${record.name} novo`,
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: `${record.name} novo`, version: 2 });
    const stale = await call('PUT', `/api/${path}/${record.id}`, adminCookie, {
      name: 'perdido',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { version: 2 } },
    });
    const audit = await tdb.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, entity), eq(auditLogs.entityId, String(record.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses duplicate names case-insensitively (409) and blank names (400), saving nothing', async () => {
    const record = await create();
    const before = await countRows(table);
    const duplicate = await call('POST', `/api/${path}`, adminCookie, {
      name: record.name.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });
    expect((await call('POST', `/api/${path}`, adminCookie, { name: '   ' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/${path}`, adminCookie, { name: 'x'.repeat(121) })).statusCode,
    ).toBe(400);
    const another = await create();
    const clash = await call('PUT', `/api/${path}/${another.id}`, adminCookie, {
      name: record.name,
      version: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(await countRows(table)).toBe(before + 1);
  });

  it('counts its use by checklists and refuses removal while in use (422), then removes', async () => {
    const record = await create();
    const usage = async () =>
      (await call('GET', `/api/${path}/${record.id}/usage_count`, readerCookie)).json<number>();
    expect(await usage()).toBe(0);
    const production = await call('POST', '/api/productions', adminCookie, {
      slug: 'GRAVAÇÃO NO IBIRAPUERA',
      date: '2030-02-02',
      ...use(record.id),
    });
    expect(production.statusCode, production.body).toBe(201);
    expect(await usage()).toBe(1);
    const refused = await call('DELETE', `/api/${path}/${record.id}`, adminCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: inUse, details: { usageCount: 1 } });
    expect((await call('GET', `/api/${path}/${record.id}`, readerCookie)).json()).toMatchObject({
      excluded: false,
    });
    // A production in the trash no longer holds it.
    const id = production.json<Production>().id;
    expect((await call('DELETE', `/api/productions/${id}`, adminCookie)).statusCode).toBe(204);
    expect(await usage()).toBe(0);
    expect((await call('DELETE', `/api/${path}/${record.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/${path}/${record.id}`, adminCookie)).statusCode).toBe(404);
  });

  it('lists removed records only with all=true, and a create with their name brings them back', async () => {
    const record = await create();
    expect((await call('DELETE', `/api/${path}/${record.id}`, adminCookie)).statusCode).toBe(204);
    const active = (await call('GET', `/api/${path}`, readerCookie)).json<ProductionLookup[]>();
    expect(active.map((r) => r.id)).not.toContain(record.id);
    const all = (await call('GET', `/api/${path}?all=true`, readerCookie)).json<
      ProductionLookup[]
    >();
    expect(all.find((r) => r.id === record.id)).toMatchObject({ excluded: true });
    expect((await call('GET', `/api/${path}/${record.id}`, readerCookie)).json()).toMatchObject({
      excluded: true,
    });
    const revived = await create(record.name.toLowerCase());
    expect(revived).toMatchObject({
      id: record.id,
      excluded: false,
      name: record.name.toLowerCase(),
    });
  });

  it('publishes CREATE, UPDATE and DELETE on productions', async () => {
    const stomp = await connectStomp(t.baseUrl, readerCookie, ['/topic/productions']);
    try {
      const record = await create();
      const created = await stomp.next(
        '/topic/productions',
        (e) => e.action === 'CREATE' && e.entity === entity && e.id === String(record.id),
      );
      expect(created.data).toEqual(record);
      await call('PUT', `/api/${path}/${record.id}`, adminCookie, {
        name: `${record.name} B`,
        version: 1,
      });
      const updated = await stomp.next(
        '/topic/productions',
        (e) => e.action === 'UPDATE' && e.entity === entity && e.id === String(record.id),
      );
      expect(updated.data).toMatchObject({ name: `${record.name} B`, version: 2 });
      await call('DELETE', `/api/${path}/${record.id}`, adminCookie);
      const deleted = await stomp.next(
        '/topic/productions',
        (e) => e.action === 'DELETE' && e.entity === entity && e.id === String(record.id),
      );
      expect(deleted.data).toEqual({ id: record.id });
    } finally {
      await stomp.close();
    }
  });
});
