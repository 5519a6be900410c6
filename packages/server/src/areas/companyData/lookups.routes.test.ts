import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Topic } from '@newsroom/domain';
import { auditLogs } from '../../platform/db/schema';
import type { UsageCounter } from '../../platform/documents/usage';
import { buildAreaRegistry } from '../../platform/areas/registry';
import { AREA_MANIFESTS } from '../manifests';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';
import { bodyOnWrites, expectSessionRequired } from '../../platform/records/recordTestkit';

let adminCookie: string;
let readerCookie: string;

/** Records the tests mark as used by some document, per entity. */
const inUse = new Map<string, Set<number>>();
const usageCounters: Record<string, UsageCounter> = {};
for (const entity of ['type', 'vehicle', 'editorial', 'classification', 'branch']) {
  inUse.set(entity, new Set());
  usageCounters[entity] = async (_db, id) => (inUse.get(entity)!.has(id) ? 2 : 0);
}
const areas = buildAreaRegistry([...AREA_MANIFESTS, { name: 'test', usageCounters }]);

const { tdb, t, call } = useTestApp({ areas });

beforeAll(async () => {
  const admin = await createUser(tdb.database, { permissions: { admin: 'write' } });
  adminCookie = await loginCookie(t.app, admin.nickname);
  // Any session reads company data: the selects of every form need it.
  const reader = await createUser(tdb.database, { permissions: {} });
  readerCookie = await loginCookie(t.app, reader.nickname);
});

const suffix = () => randomBytes(3).toString('hex');

interface Case {
  entity: string;
  path: string;
  topic: Topic;
  /** A valid input with a unique name. */
  sample(): Record<string, unknown>;
  /** An input the schema refuses. */
  invalid: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    entity: 'type',
    path: 'types',
    topic: 'company_data',
    sample: () => ({ name: `Nota ${suffix()}`, abbreviation: 'NT', color: 'volcano' }),
    invalid: { name: 'Nota', abbreviation: 'NOTA-PELADA-LONGA', color: 'volcano' },
  },
  {
    entity: 'vehicle',
    path: 'vehicles',
    topic: 'company_data',
    sample: () => ({ name: `TV ${suffix()}`, type: 'TV' }),
    invalid: { name: 'TV', type: 'CINEMA' },
  },
  {
    entity: 'editorial',
    path: 'editorials',
    topic: 'company_data',
    sample: () => ({ name: `Cidades ${suffix()}` }),
    invalid: { name: '   ' },
  },
  {
    entity: 'classification',
    path: 'classifications',
    topic: 'company_data',
    sample: () => ({ name: `Factual ${suffix()}` }),
    invalid: { name: 'x'.repeat(121) },
  },
  {
    entity: 'branch',
    path: 'branches',
    topic: 'branches',
    sample: () => {
      const id = suffix();
      return { name: `Praça ${id}`, address: `http://praca-${id}.redacao.local` };
    },
    invalid: { name: 'Praça', address: 'campinas' },
  },
];

async function create(c: Case, input = c.sample()) {
  const response = await call('POST', `/api/${c.path}`, adminCookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string; version: number } & Record<string, unknown>>();
}

async function total(c: Case): Promise<number> {
  return (await call('GET', `/api/${c.path}/filter?size=1`, adminCookie)).json<{ total: number }>()
    .total;
}

async function auditOf(entity: string, id: number) {
  return tdb.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, entity), eq(auditLogs.entityId, String(id))));
}

describe.each(CASES)('$path', (c) => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', `/api/${c.path}`],
        ['GET', `/api/${c.path}/filter`],
        ['GET', `/api/${c.path}/1`],
        ['GET', `/api/${c.path}/1/usage_count`],
        ['POST', `/api/${c.path}`],
        ['PUT', `/api/${c.path}/1`],
        ['DELETE', `/api/${c.path}/1`],
      ],
      bodyOnWrites({ ...c.sample(), version: 1 }),
    );
  });

  it('lets any session read and only administrators write, changing nothing otherwise', async () => {
    const record = await create(c);
    expect((await call('GET', `/api/${c.path}`, readerCookie)).json()).toContainEqual(record);
    expect((await call('GET', `/api/${c.path}/${record.id}`, readerCookie)).json()).toEqual(record);
    expect(
      (await call('GET', `/api/${c.path}/${record.id}/usage_count`, readerCookie)).json(),
    ).toBe(0);
    const before = await total(c);
    expect((await call('POST', `/api/${c.path}`, readerCookie, c.sample())).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/${c.path}/${record.id}`, readerCookie, {
          ...c.sample(),
          version: record.version,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/${c.path}/${record.id}`, readerCookie)).statusCode).toBe(
      403,
    );
    expect(await total(c)).toBe(before);
    expect((await call('GET', `/api/${c.path}/${record.id}`, readerCookie)).json()).toEqual(record);
  });

  it('creates, lists by filter, updates with the version and audits each change', async () => {
    const input = c.sample();
    const record = await create(c, input);
    expect(record).toMatchObject({ ...input, version: 1 });

    const page = (
      await call(
        'GET',
        `/api/${c.path}/filter?filter=${encodeURIComponent(String(input.name).toUpperCase())}`,
        readerCookie,
      )
    ).json();
    expect(page).toMatchObject({ page: 0, size: 25, total: 1, data: [record] });

    const changed = c.sample();
    const updated = await call('PUT', `/api/${c.path}/${record.id}`, adminCookie, {
      ...changed,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...changed, id: record.id, version: 2 });

    const stale = await call('PUT', `/api/${c.path}/${record.id}`, adminCookie, {
      ...c.sample(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: record.id, version: 2, name: changed.name } },
    });

    const audit = await auditOf(c.entity, record.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
    expect(audit.find((entry) => entry.action === 'UPDATE')?.details).toMatchObject({
      name: { before: input.name, after: changed.name },
    });
  });

  it('refuses a duplicate name, whatever its case, naming the field and changing nothing', async () => {
    const first = await create(c);
    const second = await create(c);
    const before = await total(c);
    const taken = { ...c.sample(), name: first.name.toUpperCase() };
    const duplicate = await call('POST', `/api/${c.path}`, adminCookie, taken);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });
    expect(await total(c)).toBe(before);

    const rename = await call('PUT', `/api/${c.path}/${second.id}`, adminCookie, {
      ...c.sample(),
      name: ` ${first.name} `,
      version: second.version,
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });
    expect((await call('GET', `/api/${c.path}/${second.id}`, adminCookie)).json()).toEqual(second);
  });

  it('refuses invalid input with field errors, creating nothing', async () => {
    const before = await total(c);
    const response = await call('POST', `/api/${c.path}`, adminCookie, c.invalid);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await total(c)).toBe(before);
    expect((await call('GET', `/api/${c.path}/999999`, adminCookie)).statusCode).toBe(404);
  });

  it('refuses to remove a record in use (422), removes it once free and brings it back on a new create', async () => {
    const record = await create(c);
    inUse.get(c.entity)!.add(record.id);
    expect((await call('GET', `/api/${c.path}/${record.id}/usage_count`, adminCookie)).json()).toBe(
      2,
    );
    const refused = await call('DELETE', `/api/${c.path}/${record.id}`, adminCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'rule_violation',
      message: `${c.entity}:inUse`,
      details: { usageCount: 2 },
    });
    expect((await call('GET', `/api/${c.path}/${record.id}`, adminCookie)).statusCode).toBe(200);

    inUse.get(c.entity)!.delete(record.id);
    const before = await total(c);
    expect((await call('DELETE', `/api/${c.path}/${record.id}`, adminCookie)).statusCode).toBe(204);
    expect(await total(c)).toBe(before - 1);
    expect((await call('GET', `/api/${c.path}/${record.id}`, adminCookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/${c.path}`, adminCookie)).json()).not.toContainEqual(record);
    expect((await call('DELETE', `/api/${c.path}/${record.id}`, adminCookie)).statusCode).toBe(404);
    expect((await auditOf(c.entity, record.id)).map((entry) => entry.action)).toContain('DELETE');

    const { id: _id, version: _version, ...values } = record;
    const again = await create(c, values);
    expect(again).toMatchObject({ ...values, id: record.id });
  });

  it(`publishes creates, updates and deletes on /topic/${c.topic}`, async () => {
    const socket = await connectStomp(t.baseUrl, readerCookie, [`/topic/${c.topic}`]);
    try {
      const record = await create(c);
      expect(
        await socket.next(
          `/topic/${c.topic}`,
          (e) => e.action === 'CREATE' && e.id === String(record.id),
        ),
      ).toMatchObject({
        entity: c.entity,
        data: record,
        version: 1,
      });
      const changed = c.sample();
      await call('PUT', `/api/${c.path}/${record.id}`, adminCookie, { ...changed, version: 1 });
      expect(
        await socket.next(
          `/topic/${c.topic}`,
          (e) => e.action === 'UPDATE' && e.id === String(record.id),
        ),
      ).toMatchObject({
        entity: c.entity,
        data: { ...changed, version: 2 },
      });
      await call('DELETE', `/api/${c.path}/${record.id}`, adminCookie);
      expect(
        await socket.next(
          `/topic/${c.topic}`,
          (e) => e.action === 'DELETE' && e.id === String(record.id),
        ),
      ).toMatchObject({ entity: c.entity });
    } finally {
      await socket.close();
    }
  });
});

describe('entity specifics', () => {
  it('stores type abbreviations upper case and refuses colours outside the palette', async () => {
    const created = await call('POST', '/api/types', adminCookie, {
      name: `Stand-up ${suffix()}`,
      abbreviation: 'stand-up',
      color: '#FA8C16',
    });
    expect(created.json()).toMatchObject({ abbreviation: 'STAND-UP', color: '#FA8C16' });
    const bad = await call('POST', '/api/types', adminCookie, {
      name: `Vivo ${suffix()}`,
      abbreviation: 'VIVO',
      color: 'rainbow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toContainEqual(expect.objectContaining({ field: 'color' }));
  });

  it('refuses a branch whose address another branch has, naming the address', async () => {
    const first = await create(CASES[4]!);
    const response = await call('POST', '/api/branches', adminCookie, {
      name: `Praça ${suffix()}`,
      address: `${String(first.address).toUpperCase()}/`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate', details: { field: 'address' } });
    const invalid = await call('POST', '/api/branches', adminCookie, {
      name: `Praça ${suffix()}`,
      address: 'ftp://campinas.local',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fields).toContainEqual(
      expect.objectContaining({ field: 'address', key: 'invalidUrl' }),
    );
  });

  it('filters vehicles by kind and types by abbreviation', async () => {
    const radio = await create(CASES[1]!, { name: `Rádio ${suffix()}`, type: 'RADIO' });
    const filtered = (
      await call('GET', `/api/vehicles/filter?filter=radio&size=500`, readerCookie)
    ).json<{ data: { id: number }[] }>();
    expect(filtered.data.map((v) => v.id)).toContain(radio.id);
    const abbreviation = `Q${suffix().slice(0, 4).toUpperCase()}`;
    const type = await create(CASES[0]!, {
      name: `Qualquer ${suffix()}`,
      abbreviation,
      color: 'blue',
    });
    const byAbbreviation = (
      await call('GET', `/api/types/filter?filter=${abbreviation.toLowerCase()}`, readerCookie)
    ).json<{ data: { id: number }[] }>();
    expect(byAbbreviation.data.map((v) => v.id)).toEqual([type.id]);
  });
});
