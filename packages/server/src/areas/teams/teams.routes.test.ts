import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team, TeamDetail } from '@newsroom/domain';
import { auditLogs, users } from '../../platform/db/schema';
import { buildAreaRegistry } from '../../platform/areas/registry';
import { AREA_MANIFESTS } from '../manifests';
import { connectStomp } from '../../test/stompClient';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';
import { bodyOnWrites, expectSessionRequired } from '../../platform/records/recordTestkit';

let adminCookie: string;
let writerCookie: string;
let readerCookie: string;
const people = {} as Record<'ana' | 'jorge' | 'rui' | 'bia', { id: number; nickname: string }>;

/** Teams the tests mark as used by a document. */
const usedTeams = new Set<number>();
const areas = buildAreaRegistry([
  ...AREA_MANIFESTS,
  { name: 'test', usageCounters: { team: async (_db, id) => (usedTeams.has(id) ? 1 : 0) } },
]);

const { tdb, t, call } = useTestApp({ areas });

beforeAll(async () => {
  adminCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { team: 'admin' } })).nickname,
  );
  writerCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { team: 'write' } })).nickname,
  );
  readerCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { team: 'read' } })).nickname,
  );
  for (const name of ['ana', 'jorge', 'rui', 'bia'] as const) {
    const user = await createUser(tdb.database, {
      nickname: `${name}_${randomBytes(2).toString('hex')}`,
    });
    people[name] = { id: user.id, nickname: user.nickname };
  }
});

const teamName = () => `Equipe ${randomBytes(3).toString('hex')}`;

async function makeTeam(
  memberIds: number[] = [people.ana.id, people.jorge.id],
  name = teamName(),
): Promise<Team> {
  const response = await call('POST', '/api/teams', writerCookie, { name, memberIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Team>();
}

async function detail(id: number, date?: string): Promise<TeamDetail> {
  const response = await call(
    'GET',
    `/api/teams/${id}${date ? `?date=${date}` : ''}`,
    readerCookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TeamDetail>();
}

const teamCount = async () =>
  (await call('GET', '/api/teams/filter?size=1', readerCookie)).json<{ total: number }>().total;

describe('teams', () => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', '/api/teams'],
        ['GET', '/api/teams/filter'],
        ['GET', '/api/teams/1'],
        ['POST', '/api/teams'],
        ['PUT', '/api/teams/1'],
        ['DELETE', '/api/teams/1'],
        ['PUT', '/api/teams/1/changes'],
        ['DELETE', '/api/teams/1/changes/1'],
      ],
      bodyOnWrites({ name: 'x', memberIds: [], version: 1, date: '2025-03-10', kind: 'day' }),
    );
  });

  it('needs team read to see, write to change and admin to remove, changing nothing otherwise', async () => {
    const team = await makeTeam();
    const nobody = await loginCookie(t.app, (await createUser(tdb.database)).nickname);
    expect((await call('GET', '/api/teams', nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/teams/${team.id}`, nobody)).statusCode).toBe(403);
    const before = await teamCount();
    expect(
      (await call('POST', '/api/teams', readerCookie, { name: teamName(), memberIds: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/teams/${team.id}`, readerCookie, {
          name: teamName(),
          memberIds: [],
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/teams/${team.id}/changes`, readerCookie, {
          date: '2025-03-10',
          kind: 'day',
          memberIds: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/teams/${team.id}`, writerCookie)).statusCode).toBe(403);
    expect(await teamCount()).toBe(before);
    expect(await detail(team.id)).toMatchObject({
      name: team.name,
      memberIds: team.memberIds,
      changes: [],
    });
  });

  it('creates a team with members and their nicknames, updates it with the version and audits', async () => {
    const name = teamName();
    const team = await makeTeam([people.jorge.id, people.ana.id, people.ana.id], name);
    expect(team).toMatchObject({ name, version: 1 });
    expect(new Set(team.memberIds)).toEqual(new Set([people.ana.id, people.jorge.id]));
    expect(team.membersNicknames).toEqual(
      team.memberIds.map((id) => Object.values(people).find((p) => p.id === id)!.nickname),
    );
    expect((await call('GET', '/api/teams', readerCookie)).json()).toContainEqual(team);
    expect(
      (
        await call(
          'GET',
          `/api/teams/filter?filter=${encodeURIComponent(name.toLowerCase())}`,
          readerCookie,
        )
      ).json(),
    ).toMatchObject({ total: 1, data: [team] });

    const updated = await call('PUT', `/api/teams/${team.id}`, writerCookie, {
      name: `${name} B`,
      memberIds: [people.rui.id],
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({
      id: team.id,
      name: `${name} B`,
      memberIds: [people.rui.id],
      membersNicknames: [people.rui.nickname],
      version: 2,
    });

    const stale = await call('PUT', `/api/teams/${team.id}`, writerCookie, {
      name,
      memberIds: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { version: 2, memberIds: [people.rui.id] } },
    });

    const audit = await tdb.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'team'), eq(auditLogs.entityId, String(team.id))));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses a duplicate name and unknown or removed members, changing nothing', async () => {
    const team = await makeTeam();
    const before = await teamCount();
    const duplicate = await call('POST', '/api/teams', writerCookie, {
      name: team.name.toUpperCase(),
      memberIds: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });

    const unknown = await call('POST', '/api/teams', writerCookie, {
      name: teamName(),
      memberIds: [people.ana.id, 999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([{ field: 'memberIds', key: 'invalid' }]);

    const gone = await createUser(tdb.database);
    await tdb.database.db.update(users).set({ excluded: true }).where(eq(users.id, gone.id));
    expect(
      (
        await call('PUT', `/api/teams/${team.id}`, writerCookie, {
          name: team.name,
          memberIds: [gone.id],
          version: team.version,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/teams', writerCookie, { name: '', memberIds: [] })).statusCode,
    ).toBe(400);
    expect(await teamCount()).toBe(before);
    expect((await detail(team.id)).memberIds).toEqual(team.memberIds);
  });

  it('applies one-day and forward changes by date', async () => {
    const team = await makeTeam([people.ana.id, people.jorge.id]);
    const forward = await call('PUT', `/api/teams/${team.id}/changes`, writerCookie, {
      date: '2025-03-10',
      kind: 'forward',
      memberIds: [people.ana.id, people.rui.id],
    });
    expect(forward.statusCode, forward.body).toBe(200);
    expect(forward.json<TeamDetail>().effective).toMatchObject({
      date: '2025-03-10',
      memberIds: [people.ana.id, people.rui.id],
      source: 'forward',
    });
    const day = await call('PUT', `/api/teams/${team.id}/changes`, writerCookie, {
      date: '2025-03-12',
      kind: 'day',
      memberIds: [people.bia.id],
    });
    expect(day.json<TeamDetail>().effective).toMatchObject({
      memberIds: [people.bia.id],
      membersNicknames: [people.bia.nickname],
      source: 'day',
    });

    const expectations: [string, number[], string][] = [
      ['2025-03-09', team.memberIds, 'regular'],
      ['2025-03-10', [people.ana.id, people.rui.id], 'forward'],
      ['2025-03-11', [people.ana.id, people.rui.id], 'forward'],
      ['2025-03-12', [people.bia.id], 'day'],
      ['2025-03-13', [people.ana.id, people.rui.id], 'forward'],
    ];
    for (const [date, memberIds, source] of expectations) {
      expect((await detail(team.id, date)).effective, date).toMatchObject({
        date,
        memberIds,
        source,
      });
    }
    const all = await detail(team.id);
    expect(all.effective).toBeNull();
    expect(all.changes.map((c) => [c.date, c.kind])).toEqual([
      ['2025-03-10', 'forward'],
      ['2025-03-12', 'day'],
    ]);

    // Saving the same date and kind again replaces that change.
    await call('PUT', `/api/teams/${team.id}/changes`, writerCookie, {
      date: '2025-03-12',
      kind: 'day',
      memberIds: [people.jorge.id],
    });
    expect((await detail(team.id, '2025-03-12')).effective?.memberIds).toEqual([people.jorge.id]);
    expect((await detail(team.id)).changes).toHaveLength(2);

    const dayChange = (await detail(team.id)).changes.find((c) => c.kind === 'day')!;
    expect(
      (await call('DELETE', `/api/teams/${team.id}/changes/${dayChange.id}`, writerCookie))
        .statusCode,
    ).toBe(204);
    expect((await detail(team.id, '2025-03-12')).effective).toMatchObject({
      source: 'forward',
      memberIds: [people.ana.id, people.rui.id],
    });
    expect(
      (await call('DELETE', `/api/teams/${team.id}/changes/${dayChange.id}`, writerCookie))
        .statusCode,
    ).toBe(404);
  });

  it('refuses invalid changes, saving nothing', async () => {
    const team = await makeTeam();
    for (const payload of [
      { date: '2025-02-30', kind: 'day', memberIds: [] },
      { date: '10/03/2025', kind: 'day', memberIds: [] },
      { date: '2025-03-10', kind: 'week', memberIds: [] },
      { date: '2025-03-10', kind: 'day', memberIds: [999999] },
    ]) {
      expect(
        (await call('PUT', `/api/teams/${team.id}/changes`, writerCookie, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    expect(
      (await call('GET', `/api/teams/${team.id}?date=yesterday`, readerCookie)).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/teams/999999/changes', writerCookie, {
          date: '2025-03-10',
          kind: 'day',
          memberIds: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await detail(team.id)).changes).toEqual([]);
  });

  it('refuses to remove a team used in a document (422 team:inUse) and removes it once free', async () => {
    const team = await makeTeam();
    usedTeams.add(team.id);
    const refused = await call('DELETE', `/api/teams/${team.id}`, adminCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'rule_violation', message: 'team:inUse' });
    expect((await detail(team.id)).name).toBe(team.name);

    usedTeams.delete(team.id);
    const before = await teamCount();
    expect((await call('DELETE', `/api/teams/${team.id}`, adminCookie)).statusCode).toBe(204);
    expect(await teamCount()).toBe(before - 1);
    expect((await call('GET', `/api/teams/${team.id}`, readerCookie)).statusCode).toBe(404);

    const again = await makeTeam([people.bia.id], team.name);
    expect(again).toMatchObject({ id: team.id, memberIds: [people.bia.id] });
  });

  it('publishes team and schedule changes on /topic/teams', async () => {
    const socket = await connectStomp(t.baseUrl, readerCookie, ['/topic/teams']);
    try {
      const team = await makeTeam();
      expect(
        await socket.next('/topic/teams', (e) => e.action === 'CREATE' && e.id === String(team.id)),
      ).toMatchObject({ entity: 'team', data: team });
      await call('PUT', `/api/teams/${team.id}`, writerCookie, {
        name: team.name,
        memberIds: [people.rui.id],
        version: 1,
      });
      expect(
        await socket.next('/topic/teams', (e) => e.action === 'UPDATE' && e.id === String(team.id)),
      ).toMatchObject({ entity: 'team', data: { memberIds: [people.rui.id] } });
      const change = (
        await call('PUT', `/api/teams/${team.id}/changes`, writerCookie, {
          date: '2025-04-01',
          kind: 'forward',
          memberIds: [people.bia.id],
        })
      ).json<TeamDetail>().changes[0]!;
      expect(
        await socket.next(
          '/topic/teams',
          (e) => e.entity === 'team_change' && e.action === 'UPDATE',
        ),
      ).toMatchObject({
        id: String(change.id),
        data: { teamId: team.id, date: '2025-04-01', kind: 'forward' },
      });
      await call('DELETE', `/api/teams/${team.id}/changes/${change.id}`, writerCookie);
      expect(
        await socket.next(
          '/topic/teams',
          (e) => e.entity === 'team_change' && e.action === 'DELETE',
        ),
      ).toMatchObject({ data: { teamId: team.id } });
      await call('DELETE', `/api/teams/${team.id}`, adminCookie);
      expect(
        await socket.next('/topic/teams', (e) => e.action === 'DELETE' && e.entity === 'team'),
      ).toMatchObject({ id: String(team.id) });
    } finally {
      await socket.close();
    }
  });
});
