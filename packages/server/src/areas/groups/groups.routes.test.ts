import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Group, Permissions } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';
import {
  auditEntriesOf,
  bodyOnWrites,
  expectSessionRequired,
} from '../../platform/records/recordTestkit';

let adminCookie: string;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const admin = await createUser(tdb.database, {
    permissions: { admin: 'write', program: 'write' },
  });
  adminCookie = await loginCookie(t.app, admin.nickname);
});

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

async function cookieOf(options: { permissions?: Permissions; groupIds?: number[] } = {}) {
  const user = await createUser(tdb.database, options);
  return { user, cookie: await loginCookie(t.app, user.nickname) };
}

async function makeGroup(payload: Record<string, unknown>): Promise<Group> {
  const response = await call('POST', '/api/groups', adminCookie, payload);
  expect(response.statusCode).toBe(201);
  return response.json<Group>();
}

async function groupCount(): Promise<number> {
  return (await call('GET', '/api/groups?size=1', adminCookie)).json<{ total: number }>().total;
}

describe('groups', () => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', '/api/groups'],
        ['GET', '/api/groups/all'],
        ['GET', '/api/groups/1'],
        ['POST', '/api/groups'],
        ['PUT', '/api/groups/1'],
        ['DELETE', '/api/groups/1'],
      ],
      bodyOnWrites({ name: 'x', version: 1 }),
    );
  });

  it('refuses users lacking the roles, changing nothing', async () => {
    const group = await makeGroup({ name: unique('Fechado') });
    const nobody = await cookieOf();
    expect((await call('GET', '/api/groups', nobody.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/groups/${group.id}`, nobody.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/groups/all', nobody.cookie)).statusCode).toBe(403);

    const programReader = await cookieOf({ permissions: { program: 'read' } });
    expect((await call('GET', '/api/groups', programReader.cookie)).statusCode).toBe(403);
    const options = await call('GET', '/api/groups/all', programReader.cookie);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toContainEqual({ id: group.id, name: group.name });

    const reader = await cookieOf({ permissions: { admin: 'read' } });
    expect((await call('GET', '/api/groups', reader.cookie)).statusCode).toBe(200);
    const before = await groupCount();
    expect(
      (await call('POST', '/api/groups', reader.cookie, { name: unique('Negado') })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/groups/${group.id}`, reader.cookie, {
          name: 'Outro',
          version: group.version,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/groups/${group.id}`, reader.cookie)).statusCode).toBe(403);
    expect(await groupCount()).toBe(before);
    expect((await call('GET', `/api/groups/${group.id}`, adminCookie)).json().name).toBe(
      group.name,
    );
  });

  it('creates a group with members by role and categories, lists and filters it', async () => {
    const [producer, editor, reporter, member] = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(tdb.database)),
    );
    const name = unique('Espórtes');
    const group = await makeGroup({
      name: `  ${name}  `,
      categories: ['Futebol', 'futebol ', 'Vôlei'],
      producerIds: [producer!.id],
      editorIds: [editor!.id, editor!.id],
      reporterIds: [reporter!.id],
      userIds: [member!.id],
    });
    expect(group).toMatchObject({
      name,
      categories: ['Futebol', 'Vôlei'],
      producerIds: [producer!.id],
      editorIds: [editor!.id],
      reporterIds: [reporter!.id],
      userIds: [member!.id],
      version: 1,
    });
    expect((await call('GET', `/api/groups/${group.id}`, adminCookie)).json()).toEqual(group);

    const byName = (
      await call(
        'GET',
        `/api/groups?filter=${encodeURIComponent(name.replace('Espórtes', 'ESPORTES'))}`,
        adminCookie,
      )
    ).json();
    expect(byName.data.map((g: Group) => g.id)).toEqual([group.id]);
    expect(byName).toMatchObject({ page: 0, size: 25, total: 1 });
    const byCategory = (await call('GET', '/api/groups?filter=volei', adminCookie)).json();
    expect(byCategory.data.map((g: Group) => g.id)).toContain(group.id);
    expect((await call('GET', '/api/groups/999999', adminCookie)).statusCode).toBe(404);
  });

  it('pages the list', async () => {
    const prefix = unique('Página');
    for (const n of [1, 2, 3]) await makeGroup({ name: `${prefix} ${n}` });
    const second = (
      await call(
        'GET',
        `/api/groups?filter=${encodeURIComponent(prefix)}&page=1&size=2`,
        adminCookie,
      )
    ).json();
    expect(second).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(second.data.map((g: Group) => g.name)).toEqual([`${prefix} 3`]);
  });

  it('rejects a duplicate name (any case) with 409 naming the field, and unknown users with 400', async () => {
    const name = unique('Jornalismo');
    const group = await makeGroup({ name });
    const before = await groupCount();
    const duplicate = await call('POST', '/api/groups', adminCookie, { name: name.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });
    const unknownUser = await call('POST', '/api/groups', adminCookie, {
      name: unique('Fantasma'),
      editorIds: [987654],
    });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().details.fields).toEqual([{ field: 'editorIds', key: 'invalid' }]);
    expect((await call('POST', '/api/groups', adminCookie, { name: '   ' })).statusCode).toBe(400);
    expect(await groupCount()).toBe(before);

    const other = await makeGroup({ name: unique('Outro') });
    const rename = await call('PUT', `/api/groups/${other.id}`, adminCookie, {
      name: name.toLowerCase(),
      version: other.version,
    });
    expect(rename.statusCode).toBe(409);
    expect((await call('GET', `/api/groups/${other.id}`, adminCookie)).json()).toEqual(other);
    expect((await call('GET', `/api/groups/${group.id}`, adminCookie)).json()).toEqual(group);
  });

  it('updates with the loaded version; a stale version answers 409 with the current group', async () => {
    const member = await createUser(tdb.database);
    const group = await makeGroup({ name: unique('Economia') });
    const updated = await call('PUT', `/api/groups/${group.id}`, adminCookie, {
      name: `${group.name} 2`,
      categories: ['Mercado'],
      userIds: [member.id],
      version: group.version,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: `${group.name} 2`,
      categories: ['Mercado'],
      userIds: [member.id],
      version: 2,
    });
    const stale = await call('PUT', `/api/groups/${group.id}`, adminCookie, {
      name: 'Perdida',
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { name: `${group.name} 2`, version: 2 } },
    });
    expect(
      (await call('PUT', '/api/groups/999999', adminCookie, { name: 'Nada', version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a group with users or one restricting programs (422), then deletes it when free', async () => {
    const member = await createUser(tdb.database);
    const group = await makeGroup({ name: unique('Cultura'), reporterIds: [member.id] });
    const withUsers = await call('DELETE', `/api/groups/${group.id}`, adminCookie);
    expect(withUsers.statusCode).toBe(422);
    expect(withUsers.json()).toMatchObject({
      code: 'rule_violation',
      message: 'group:hasUsers',
      details: { count: 1 },
    });
    expect((await call('GET', `/api/groups/${group.id}`, adminCookie)).json()).toEqual(group);

    const emptied = (
      await call('PUT', `/api/groups/${group.id}`, adminCookie, {
        name: group.name,
        version: group.version,
      })
    ).json<Group>();
    const program = await call('POST', '/api/programs', adminCookie, {
      name: unique('Programa Cultural'),
      start: '10:00',
      end: '11:00',
      groupIds: [group.id],
    });
    expect(program.statusCode).toBe(201);
    const inUse = await call('DELETE', `/api/groups/${group.id}`, adminCookie);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({ message: 'group:inUse' });
    expect(
      (await call('GET', `/api/programs/${program.json().id}`, adminCookie)).json().groupIds,
    ).toEqual([group.id]);

    await call('PUT', `/api/programs/${program.json().id}`, adminCookie, {
      ...program.json<Record<string, unknown>>(),
      groupIds: [],
    });
    expect((await call('DELETE', `/api/groups/${group.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/groups/${emptied.id}`, adminCookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/groups/${group.id}`, adminCookie)).statusCode).toBe(404);
  });

  it("applies membership changes at the member's next request", async () => {
    const group = await makeGroup({ name: unique('Restrito') });
    const program = (
      await call('POST', '/api/programs', adminCookie, {
        name: unique('Só Membros'),
        start: '22:00',
        end: '23:00',
        groupIds: [group.id],
      })
    ).json();
    const { user, cookie } = await cookieOf({ permissions: { program: 'read' } });
    const names = async () =>
      (await call('GET', '/api/programs/accessible', cookie))
        .json()
        .map((p: { name: string }) => p.name);
    expect(await names()).not.toContain(program.name);
    await call('PUT', `/api/groups/${group.id}`, adminCookie, {
      name: group.name,
      userIds: [user.id],
      version: group.version,
    });
    expect(await names()).toContain(program.name);
    expect((await call('GET', `/api/programs/${program.id}`, cookie)).statusCode).toBe(200);
  });

  it('publishes create, update and delete on /topic/groups to administrators only, and records audit entries', async () => {
    const watcher = await cookieOf({ permissions: { admin: 'read' } });
    const outsider = await cookieOf({ permissions: { program: 'read' } });
    const adminSocket = await connectStomp(t.baseUrl, watcher.cookie, ['/topic/groups']);
    const outsiderSocket = await connectStomp(t.baseUrl, outsider.cookie, [
      '/topic/groups',
      '/topic/programs',
    ]);
    try {
      const member = await createUser(tdb.database);
      const group = await makeGroup({ name: unique('Ao Vivo'), categories: ['Plantão'] });
      const created = await adminSocket.next(
        '/topic/groups',
        (e) => e.action === 'CREATE' && e.id === String(group.id),
      );
      expect(created).toMatchObject({ entity: 'group', data: group, version: 1 });

      const updated = (
        await call('PUT', `/api/groups/${group.id}`, adminCookie, {
          name: group.name,
          categories: ['Plantão'],
          userIds: [member.id],
          version: 1,
        })
      ).json<Group>();
      expect(
        (
          await adminSocket.next(
            '/topic/groups',
            (e) => e.action === 'UPDATE' && e.id === String(group.id),
          )
        ).data,
      ).toEqual(updated);
      await call('PUT', `/api/groups/${group.id}`, adminCookie, {
        name: group.name,
        categories: ['Plantão'],
        version: 2,
      });
      expect((await call('DELETE', `/api/groups/${group.id}`, adminCookie)).statusCode).toBe(204);
      expect(
        (
          await adminSocket.next(
            '/topic/groups',
            (e) => e.action === 'DELETE' && e.id === String(group.id),
          )
        ).data,
      ).toEqual({ id: group.id });

      // An open program's event after the group's events proves the outsider got nothing before it.
      const marker = (
        await call('POST', '/api/programs', adminCookie, {
          name: unique('Marcador'),
          start: '05:00',
          end: '05:30',
        })
      ).json();
      await outsiderSocket.next('/topic/programs', (e) => e.id === String(marker.id));
      expect(outsiderSocket.received.get('/topic/groups') ?? []).toEqual([]);

      const audit = await auditEntriesOf(tdb.database.db, 'group', group.name);
      expect(audit.map((r) => r.action)).toEqual(['DELETE', 'UPDATE', 'UPDATE', 'CREATE']);
      expect(audit.filter((r) => r.action === 'UPDATE').map((r) => r.details)).toEqual([
        { userIds: { before: [member.id], after: [] } },
        { userIds: { before: [], after: [member.id] } },
      ]);
      expect(audit[0]).toMatchObject({ entityId: String(group.id), label: group.name });
    } finally {
      await adminSocket.close();
      await outsiderSocket.close();
    }
  });

  it('tells users added to or removed from a group that restricts programs to reload what they may access', async () => {
    const group = await makeGroup({ name: unique('Notícia') });
    await call('POST', '/api/programs', adminCookie, {
      name: unique('Notícias Restritas'),
      start: '09:00',
      end: '09:30',
      groupIds: [group.id],
    });
    const joiner = await cookieOf();
    const socket = await connectStomp(t.baseUrl, joiner.cookie, ['/topic/programs']);
    try {
      await call('PUT', `/api/groups/${group.id}`, adminCookie, {
        name: group.name,
        userIds: [joiner.user.id],
        version: group.version,
      });
      const notice = await socket.next('/topic/programs', (e) => e.entity === 'program_access');
      expect(notice).toMatchObject({ action: 'UPDATE', data: null });
    } finally {
      await socket.close();
    }
  });

  it('shows a group made outside the API with empty members', async () => {
    const raw = await createGroup(tdb.database);
    expect((await call('GET', `/api/groups/${raw.id}`, adminCookie)).json()).toMatchObject({
      id: raw.id,
      userIds: [],
      categories: [],
    });
  });
});
