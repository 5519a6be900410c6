import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Production } from '@newsroom/domain';
import {
  assignments,
  locks,
  productionResources,
  productions,
  productionTypes,
  revisions,
  teams,
  vehicles,
} from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie, testClock } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

const clock = testClock();
/** ROLE_PRODUCTION_WRITE + ROLE_ASSIGNMENT_READ. */
let writer: { id: number; nickname: string; cookie: string };
/** Another writer (holds locks in the tests). */
let other: { id: number; nickname: string; cookie: string };
/** ROLE_PRODUCTION_READ only. */
let readerCookie: string;
/** No production role at all. */
let outsiderCookie: string;
/** Writes productions but reads no assignments. */
let blindWriterCookie: string;
let teamId: number;
let vehicleId: number;
let resourceId: number;
let typeId: number;

const unique = () => randomBytes(3).toString('hex');
/** A date of its own per test, so day lists do not see each other's productions. */
let dayCounter = 0;
const freshDate = () => {
  dayCounter += 1;
  const day = new Date(Date.UTC(2030, 0, 1) + dayCounter * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const { tdb, t, call } = useTestApp({ clock });

beforeAll(async () => {
  const login = async (permissions: Record<string, string>) => {
    const user = await createUser(tdb.database, { permissions });
    return {
      id: user.id,
      nickname: user.nickname,
      cookie: await loginCookie(t.app, user.nickname),
    };
  };
  writer = await login({ production: 'write', assignment: 'read' });
  other = await login({ production: 'write', assignment: 'read' });
  readerCookie = (await login({ production: 'read' })).cookie;
  outsiderCookie = (await login({ story: 'read' })).cookie;
  blindWriterCookie = (await login({ production: 'write' })).cookie;
  const db = tdb.database.db;
  teamId = (
    await db
      .insert(teams)
      .values({ name: `Equipe ${unique()}` })
      .returning()
  )[0]!.id;
  vehicleId = (
    await db
      .insert(vehicles)
      .values({ name: `TV ${unique()}`, type: 'TV' })
      .returning()
  )[0]!.id;
  resourceId = (
    await db
      .insert(productionResources)
      .values({ name: `Drone ${unique()}` })
      .returning()
  )[0]!.id;
  typeId = (
    await db
      .insert(productionTypes)
      .values({ name: `Externa ${unique()}` })
      .returning()
  )[0]!.id;
});

const taskId = () => randomUUID();

async function createProduction(overrides: Record<string, unknown> = {}): Promise<Production> {
  const response = await call('POST', '/api/productions', writer.cookie, {
    slug: `gravação ${unique()}`,
    date: freshDate(),
    schedule: '09:00',
    tasks: [
      { id: taskId(), label: 'Reservar drone' },
      { id: taskId(), label: 'Confirmar entrevistado', done: true },
    ],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Production>();
}

async function insertAssignment(overrides: Partial<typeof assignments.$inferInsert> = {}) {
  const [row] = await tdb.database.db
    .insert(assignments)
    .values({
      slug: `PAUTA ${unique().toUpperCase()}`,
      date: freshDate(),
      teamId,
      producersIds: [writer.id],
      editorsIds: [other.id],
      vehiclesIds: [vehicleId],
      information: 'Levar crachá da prefeitura',
      guides: [
        {
          id: 'g1',
          address: 'Av. Paulista, 1578 - Bela Vista',
          interviewee: 'Diretor do MASP',
          contacts: [],
        },
        { id: 'g2', address: 'Rua Augusta, 500', contacts: [] },
      ],
      tasks: [
        {
          id: 't1',
          date: null,
          time: '08:00',
          label: 'Ligar para assessoria',
          done: true,
          information: '',
        },
        {
          id: 't2',
          date: null,
          time: null,
          label: 'Reservar unidade móvel',
          done: false,
          information: 'Até 12h',
        },
      ],
      ...overrides,
    })
    .returning();
  return row!;
}

async function productionCount(): Promise<number> {
  const [row] = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(productions);
  return row!.n;
}

async function openEditor(id: number, cookie: string, takeOver = false) {
  return call('POST', `/api/productions/${id}/edit`, cookie, { takeOver });
}

describe('productions: access', () => {
  it('requires a session', async () => {
    expect((await call('GET', `/api/productions?date=${freshDate()}`, null)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/productions', null, { slug: 'x', date: freshDate() })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/productions/assignment/1', null)).statusCode).toBe(401);
  });

  it('refuses users without the production role (403) and readers that change things', async () => {
    const own = await createProduction();
    expect(
      (await call('GET', `/api/productions?date=${own.date}`, outsiderCookie)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/productions/${own.id}`, outsiderCookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/productions/assignment/1`, outsiderCookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/productions/${own.id}`, readerCookie)).statusCode).toBe(200);
    const before = await productionCount();
    expect(
      (await call('POST', '/api/productions', readerCookie, { slug: 'x', date: freshDate() }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/api/productions/${own.id}`, readerCookie, {
          field: 'status',
          value: 'DONE',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/productions/${own.id}`, readerCookie)).statusCode).toBe(403);
    expect((await openEditor(own.id, readerCookie)).statusCode).toBe(403);
    expect(await productionCount()).toBe(before);
    const reread = (
      await call('GET', `/api/productions/${own.id}`, readerCookie)
    ).json<Production>();
    expect(reread.abilities).toEqual({ canEdit: false, canDelete: false });
    expect(own.abilities).toEqual({ canEdit: true, canDelete: true });
  });
});

describe('productions: day list, filter and one checklist', () => {
  it('creates a checklist and lists the day, leaving done ones out with onlyNotDone', async () => {
    const date = freshDate();
    const open = await createProduction({
      date,
      schedule: '14:00',
      typeId,
      resourcesIds: [resourceId],
      latitude: -23.56,
      longitude: -46.65,
    });
    const done = await createProduction({ date, schedule: '08:00', status: 'DONE' });
    expect(open).toMatchObject({
      date,
      status: 'NEW',
      schedule: '14:00:00',
      typeId,
      resourcesIds: [resourceId],
      latitude: -23.56,
      assignmentId: null,
      authorNickname: writer.nickname,
      excluded: false,
      version: 1,
    });
    expect(open.slug).toBe(open.slug.toUpperCase());
    const all = (await call('GET', `/api/productions?date=${date}`, readerCookie)).json<
      Production[]
    >();
    expect(all.map((p) => p.id)).toEqual([done.id, open.id]);
    const notDone = (
      await call('GET', `/api/productions?date=${date}&onlyNotDone=true`, readerCookie)
    ).json<Production[]>();
    expect(notDone.map((p) => p.id)).toEqual([open.id]);
  });

  it('filters by period and text (accents and case ignored) and pages', async () => {
    const date = freshDate();
    const tag = unique();
    const hit = await createProduction({
      date,
      slug: `PONTE ESTAIADA ${tag}`,
      local: 'Marginal Pinheiros',
    });
    await createProduction({ date, slug: `OUTRA ${tag}` });
    const page = (
      await call(
        'GET',
        `/api/productions/filter?from=${date}&to=${date}&text=ponte%20estaiada%20${tag}`,
        readerCookie,
      )
    ).json<Paged<Production>>();
    expect(page.total).toBe(1);
    expect(page.data[0]!.id).toBe(hit.id);
    const byLocal = (
      await call(
        'GET',
        `/api/productions/filter?from=${date}&to=${date}&text=MARGINAL`,
        readerCookie,
      )
    ).json<Paged<Production>>();
    expect(byLocal.data.map((p) => p.id)).toEqual([hit.id]);
    const both = (
      await call('GET', `/api/productions/filter?from=${date}&to=${date}&size=1`, readerCookie)
    ).json<Paged<Production>>();
    expect(both).toMatchObject({ total: 2, page: 0, size: 1 });
    expect(both.data).toHaveLength(1);
  });

  it('answers 404 for an unknown checklist and 400 for a bad date', async () => {
    expect((await call('GET', '/api/productions/999999', readerCookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/productions?date=amanhã', readerCookie)).statusCode).toBe(400);
  });
});

describe('productions: from a guideline', () => {
  it('answers 404 while the guideline has no checklist, then creates it from the guideline (201)', async () => {
    const assignment = await insertAssignment();
    const missing = await call(
      'GET',
      `/api/productions/assignment/${assignment.id}`,
      writer.cookie,
    );
    expect(missing.statusCode).toBe(404);
    const created = await call(
      'POST',
      `/api/productions/assignment/${assignment.id}`,
      writer.cookie,
      {},
    );
    expect(created.statusCode, created.body).toBe(201);
    const production = created.json<Production>();
    expect(production).toMatchObject({
      slug: assignment.slug,
      date: assignment.date,
      teamId,
      producersIds: [writer.id],
      editorsIds: [other.id],
      vehiclesIds: [vehicleId],
      local: 'Av. Paulista, 1578 - Bela Vista',
      information: 'Levar crachá da prefeitura',
      assignmentId: assignment.id,
      status: 'NEW',
    });
    expect(production.tasks.map((task) => [task.id, task.label, task.done])).toEqual([
      ['t1', 'Ligar para assessoria', true],
      ['t2', 'Reservar unidade móvel', false],
    ]);
    const found = await call('GET', `/api/productions/assignment/${assignment.id}`, readerCookie);
    expect(found.statusCode).toBe(200);
    expect(found.json<Production>().id).toBe(production.id);
  });

  it("uses the date asked for instead of the guideline's", async () => {
    const assignment = await insertAssignment();
    const date = freshDate();
    const created = await call(
      'POST',
      `/api/productions/assignment/${assignment.id}`,
      writer.cookie,
      { date },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Production>().date).toBe(date);
  });

  it('refuses a cleared date with 422 production:dateRequired and saves nothing', async () => {
    const assignment = await insertAssignment();
    const before = await productionCount();
    for (const date of [null, '']) {
      const response = await call(
        'POST',
        `/api/productions/assignment/${assignment.id}`,
        writer.cookie,
        { date },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'rule_violation',
        message: 'production:dateRequired',
      });
    }
    expect(await productionCount()).toBe(before);
    expect(
      (await call('GET', `/api/productions/assignment/${assignment.id}`, writer.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses a second checklist for the same guideline (409), even one in the trash', async () => {
    const assignment = await insertAssignment();
    const first = (
      await call('POST', `/api/productions/assignment/${assignment.id}`, writer.cookie, {})
    ).json<Production>();
    const again = await call(
      'POST',
      `/api/productions/assignment/${assignment.id}`,
      writer.cookie,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicate',
      details: { field: 'assignmentId', productionId: first.id },
    });
    expect((await call('DELETE', `/api/productions/${first.id}`, writer.cookie)).statusCode).toBe(
      204,
    );
    expect(
      (await call('POST', `/api/productions/assignment/${assignment.id}`, writer.cookie, {}))
        .statusCode,
    ).toBe(409);
    const trashed = await call(
      'GET',
      `/api/productions/assignment/${assignment.id}`,
      writer.cookie,
    );
    expect(trashed.json<Production>()).toMatchObject({ id: first.id, excluded: true });
  });

  it('answers 422 production:beingEdited while another user edits the checklist', async () => {
    const assignment = await insertAssignment();
    const production = (
      await call('POST', `/api/productions/assignment/${assignment.id}`, writer.cookie, {})
    ).json<Production>();
    expect((await openEditor(production.id, other.cookie)).statusCode).toBe(200);
    const busy = await call('GET', `/api/productions/assignment/${assignment.id}`, writer.cookie);
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toMatchObject({
      message: 'production:beingEdited',
      details: { nickname: other.nickname, productionId: production.id },
    });
    // The editor itself still gets it.
    expect(
      (await call('GET', `/api/productions/assignment/${assignment.id}`, other.cookie)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a missing, removed or private guideline of someone else, 403 without guideline access', async () => {
    const before = await productionCount();
    expect(
      (await call('POST', '/api/productions/assignment/999999', writer.cookie, {})).statusCode,
    ).toBe(404);
    const removed = await insertAssignment({ excluded: true });
    expect(
      (await call('POST', `/api/productions/assignment/${removed.id}`, writer.cookie, {}))
        .statusCode,
    ).toBe(404);
    const secret = await insertAssignment({ isPrivate: true, ownerId: other.id });
    expect(
      (await call('POST', `/api/productions/assignment/${secret.id}`, writer.cookie, {}))
        .statusCode,
    ).toBe(404);
    const open = await insertAssignment();
    expect(
      (await call('POST', `/api/productions/assignment/${open.id}`, blindWriterCookie, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/productions/assignment/${open.id}`, readerCookie, {})).statusCode,
    ).toBe(403);
    expect(await productionCount()).toBe(before);
    const shared = await insertAssignment({
      isPrivate: true,
      ownerId: other.id,
      allowedUserIds: [writer.id],
    });
    expect(
      (await call('POST', `/api/productions/assignment/${shared.id}`, writer.cookie, {}))
        .statusCode,
    ).toBe(201);
  });

  it('hides a guideline whose programs are all restricted to groups the caller is not in', async () => {
    const group = await createGroup(tdb.database);
    const [program] = await tdb.database.db
      .execute<{ id: number }>(
        sql`
      INSERT INTO programs (name, start, "end") VALUES (${`Programa ${unique()}`}, '06:00', '08:00') RETURNING id`,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    await tdb.database.db.execute(
      sql`INSERT INTO program_groups (program_id, group_id) VALUES (${program!.id}, ${group.id})`,
    );
    const assignment = await insertAssignment({ programsIds: [program!.id] });
    expect(
      (await call('POST', `/api/productions/assignment/${assignment.id}`, writer.cookie, {}))
        .statusCode,
    ).toBe(404);
    const member = await createUser(tdb.database, {
      permissions: { production: 'write', assignment: 'read' },
      groupIds: [group.id],
    });
    const memberCookie = await loginCookie(t.app, member.nickname);
    expect(
      (await call('POST', `/api/productions/assignment/${assignment.id}`, memberCookie, {}))
        .statusCode,
    ).toBe(201);
  });
});

describe('productions: editing', () => {
  it('opens for editing with a lock; another user gets 412 document:lockedTo unless taking over', async () => {
    const production = await createProduction();
    const mine = await openEditor(production.id, writer.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      production: { id: production.id },
      lock: { entityType: 'production', entityId: String(production.id), userId: writer.id },
    });
    const refused = await openEditor(production.id, other.cookie);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      code: 'locked_by_other',
      message: 'document:lockedTo',
      details: { nickname: writer.nickname },
    });
    const taken = await openEditor(production.id, other.cookie, true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ lock: { userId: other.id } });
  });

  it('opens for editing only by POST: a GET of /edit, takeOver or not, locks nothing', async () => {
    const production = await createProduction();
    const lockOf = () =>
      tdb.database.db
        .select()
        .from(locks)
        .where(
          sql`${locks.entityType} = 'production' AND ${locks.entityId} = ${String(production.id)}`,
        );
    const url = `/api/productions/${production.id}/edit`;
    expect((await call('GET', url, writer.cookie)).statusCode).toBe(405);
    expect(await lockOf()).toEqual([]);
    expect((await openEditor(production.id, writer.cookie)).statusCode).toBe(200);
    const held = await lockOf();
    expect((await call('GET', `${url}?takeOver=true`, other.cookie)).statusCode).toBe(405);
    expect(await lockOf()).toEqual(held);
  });

  it('saves with the lock and version, records revisions, and refuses a stale version (409) unchanged', async () => {
    const production = await createProduction();
    expect((await openEditor(production.id, writer.cookie)).statusCode).toBe(200);
    const { id, uuid, assignmentId, authorNickname, changeDate, excluded, abilities, ...editable } =
      production;
    void [id, uuid, assignmentId, authorNickname, changeDate, excluded, abilities];
    const saved = await call('PUT', `/api/productions/${production.id}`, writer.cookie, {
      ...editable,
      medias: "VT 1'30, fotos",
      departure: '10:15',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Production>()).toMatchObject({
      medias: "VT 1'30, fotos",
      departure: '10:15:00',
      version: 2,
    });
    const stale = await call('PUT', `/api/productions/${production.id}`, writer.cookie, {
      ...editable,
      medias: 'perdido',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { medias: "VT 1'30, fotos", version: 2 } },
    });
    const history = (
      await call('GET', `/api/productions/${production.id}/revisions`, readerCookie)
    ).json<{ revisionNumber: number; changes: { field: string }[] }[]>();
    expect(history.map((r) => r.revisionNumber)).toEqual([2, 1]);
    expect(history[0]!.changes.map((c) => c.field).sort()).toEqual(['departure', 'medias']);
    expect(history[1]!.changes).toEqual([]);
  });

  it("refuses a save under another user's lock (412 lock_lost) and bad input (400), saving nothing", async () => {
    const production = await createProduction();
    expect((await openEditor(production.id, other.cookie)).statusCode).toBe(200);
    const body = {
      slug: production.slug,
      date: production.date,
      version: production.version,
      medias: 'x',
    };
    const lost = await call('PUT', `/api/productions/${production.id}`, writer.cookie, body);
    expect(lost.statusCode).toBe(412);
    expect(lost.json()).toMatchObject({ code: 'lock_lost', details: { nickname: other.nickname } });
    const blank = await call('PUT', `/api/productions/${production.id}`, other.cookie, {
      ...body,
      slug: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const badType = await call('PUT', `/api/productions/${production.id}`, other.cookie, {
      ...body,
      typeId: 987654,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      details: { fields: [{ field: 'typeId', key: 'invalid' }] },
    });
    const after = (
      await call('GET', `/api/productions/${production.id}`, readerCookie)
    ).json<Production>();
    expect(after).toMatchObject({ version: 1, medias: '' });
  });

  it('refuses bad input on create (400) and saves nothing', async () => {
    const before = await productionCount();
    const cases: unknown[] = [
      { date: freshDate() },
      { slug: 'A'.repeat(101), date: freshDate() },
      { slug: 'X', date: '2030-13-45x' },
      { slug: 'X', date: freshDate(), schedule: '25:00' },
      { slug: 'X', date: freshDate(), status: 'FINISHED' },
      { slug: 'X', date: freshDate(), latitude: 123 },
      { slug: 'X', date: freshDate(), resourcesIds: [resourceId, 999999] },
      { slug: 'X', date: freshDate(), tasks: [{ id: 't', label: '  ' }] },
    ];
    for (const payload of cases) {
      const response = await call('POST', '/api/productions', writer.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await productionCount()).toBe(before);
  });
});

describe('productions: patches from the list', () => {
  it('changes one field and ticks a task done; the status stays as set', async () => {
    const production = await createProduction();
    const open = production.tasks.find((task) => !task.done)!;
    const ticked = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: `tasks.${open.id}.done`,
      value: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const after = ticked.json<Production>();
    expect(after.tasks.every((task) => task.done)).toBe(true);
    expect(after).toMatchObject({ status: 'NEW', version: 2 });
    const status = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'status',
      value: 'DONE',
    });
    expect(status.json<Production>()).toMatchObject({ status: 'DONE', version: 3 });
    const moved = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'date',
      value: '2031-05-05',
    });
    expect(moved.json<Production>().date).toBe('2031-05-05');
    const team = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'teamId',
      value: teamId,
    });
    expect(team.json<Production>().teamId).toBe(teamId);
  });

  it('answers rollback details on a bad task id, bad value or unknown field, changing nothing', async () => {
    const production = await createProduction();
    const badTask = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'tasks.nope.done',
      value: true,
    });
    expect(badTask.statusCode).toBe(422);
    expect(badTask.json()).toMatchObject({
      message: 'production:taskNotFound',
      details: { field: 'tasks.nope.done', newValue: true, oldValue: null },
    });
    const task = production.tasks[1]!;
    const notBoolean = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: `tasks.${task.id}.done`,
      value: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toMatchObject({
      details: { field: `tasks.${task.id}.done`, newValue: 'yes', oldValue: true },
    });
    const badStatus = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'status',
      value: 'FINISHED',
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({
      details: { field: 'status', newValue: 'FINISHED', oldValue: 'NEW' },
    });
    const unknownField = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'ownerId',
      value: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    const badTeam = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'teamId',
      value: 987654,
    });
    expect(badTeam.statusCode).toBe(400);
    expect(badTeam.json()).toMatchObject({
      details: { field: 'teamId', newValue: 987654, oldValue: null },
    });
    const after = (
      await call('GET', `/api/productions/${production.id}`, readerCookie)
    ).json<Production>();
    expect(after).toMatchObject({ version: 1, status: 'NEW', teamId: null });
    expect(after.tasks).toEqual(production.tasks);
    const [count] = await tdb.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(revisions)
      .where(
        sql`${revisions.entityType} = 'production' AND ${revisions.entityId} = ${String(production.id)}`,
      );
    expect(count!.n).toBe(1);
  });

  it("refuses a patch under another user's edit lock (412) with rollback details", async () => {
    const production = await createProduction();
    expect((await openEditor(production.id, other.cookie)).statusCode).toBe(200);
    const refused = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'status',
      value: 'PRODUCING',
    });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      message: 'document:lockedTo',
      details: {
        nickname: other.nickname,
        field: 'status',
        newValue: 'PRODUCING',
        oldValue: 'NEW',
      },
    });
    const ownPatch = await call('PATCH', `/api/productions/${production.id}`, other.cookie, {
      field: 'status',
      value: 'PRODUCING',
    });
    expect(ownPatch.statusCode).toBe(200);
  });
});

describe('productions: trash', () => {
  it("refuses to remove a checklist in another user's edition (412 document:inEdition)", async () => {
    const production = await createProduction();
    expect((await openEditor(production.id, other.cookie)).statusCode).toBe(200);
    const refused = await call('DELETE', `/api/productions/${production.id}`, writer.cookie);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      code: 'precondition_failed',
      message: 'document:inEdition',
      details: { nickname: other.nickname },
    });
    expect(
      (await call('GET', `/api/productions/${production.id}`, readerCookie)).json<Production>()
        .excluded,
    ).toBe(false);
    // Once the lease lapses the lock no longer protects it.
    clock.advance(301_000);
    expect(
      (await call('DELETE', `/api/productions/${production.id}`, writer.cookie)).statusCode,
    ).toBe(204);
  });

  it('removes to the trash, lists it as excluded, refuses changes there, and restores', async () => {
    const production = await createProduction();
    expect(
      (await call('DELETE', `/api/productions/${production.id}`, writer.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/productions/${production.id}`, writer.cookie)).statusCode,
    ).toBe(422);
    const day = (await call('GET', `/api/productions?date=${production.date}`, readerCookie)).json<
      Production[]
    >();
    expect(day.map((p) => p.id)).not.toContain(production.id);
    const trash = (await call('GET', '/api/productions/excluded?size=500', readerCookie)).json<
      Paged<Production>
    >();
    expect(trash.data.find((p) => p.id === production.id)).toMatchObject({
      excluded: true,
      abilities: { canEdit: false },
    });
    const patch = await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
      field: 'status',
      value: 'DONE',
    });
    expect(patch.statusCode).toBe(422);
    expect(patch.json()).toMatchObject({
      message: 'production:excluded',
      details: { field: 'status' },
    });
    expect((await openEditor(production.id, writer.cookie)).statusCode).toBe(422);
    const restored = await call('PUT', `/api/productions/${production.id}/restore`, writer.cookie);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Production>()).toMatchObject({ excluded: false, version: 3 });
    expect(
      (await call('PUT', `/api/productions/${production.id}/restore`, writer.cookie)).statusCode,
    ).toBe(422);
  });
});

describe('productions: e-mail', () => {
  it('checks access and recipients, then refuses with 422 mail:notConfigured', async () => {
    const production = await createProduction();
    const email = (cookie: string | null, body: unknown, id = production.id) =>
      call('POST', `/api/productions/${id}/email`, cookie, body);
    const to = { to: ['pauta@jornal.com.br'] };
    expect((await email(null, to)).statusCode).toBe(401);
    expect((await email(outsiderCookie, to)).statusCode).toBe(403);
    expect((await email(readerCookie, { to: ['not-an-email'] })).statusCode).toBe(400);
    expect((await email(readerCookie, { to: [] })).statusCode).toBe(400);
    expect((await email(readerCookie, to, 999_999)).statusCode).toBe(404);
    const response = await email(readerCookie, to);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'mail:notConfigured' });
  });

  it('checks the grid e-mail: access, day and recipients, then the SMTP settings', async () => {
    const grid = (cookie: string | null, body: unknown) =>
      call('POST', '/api/productions/email/grid', cookie, body);
    const body = { to: ['pauta@jornal.com.br'], date: freshDate() };
    expect((await grid(null, body)).statusCode).toBe(401);
    expect((await grid(outsiderCookie, body)).statusCode).toBe(403);
    expect((await grid(readerCookie, { ...body, date: '06/05/2030' })).statusCode).toBe(400);
    expect((await grid(readerCookie, { ...body, to: ['x'] })).statusCode).toBe(400);
    const response = await grid(readerCookie, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'mail:notConfigured' });
  });
});

describe('productions: usage', () => {
  it('keeps a team and a vehicle used by a checklist from being removed', async () => {
    const admin = await createUser(tdb.database, {
      permissions: { team: 'admin', admin: 'write' },
    });
    const adminCookie = await loginCookie(t.app, admin.nickname);
    const [team] = await tdb.database.db
      .insert(teams)
      .values({ name: `Equipe usada ${unique()}` })
      .returning();
    await createProduction({ teamId: team!.id });
    const refused = await call('DELETE', `/api/teams/${team!.id}`, adminCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'team:inUse', details: { usageCount: 1 } });
    const [vehicle] = await tdb.database.db
      .insert(vehicles)
      .values({ name: `Rádio ${unique()}`, type: 'RADIO' })
      .returning();
    await createProduction({ vehiclesIds: [vehicle!.id] });
    const vehicleRefused = await call('DELETE', `/api/vehicles/${vehicle!.id}`, adminCookie);
    expect(vehicleRefused.statusCode).toBe(422);
    expect(vehicleRefused.json()).toMatchObject({ message: 'vehicle:inUse' });
  });
});

describe('productions: events', () => {
  it('publishes CREATE, PATCH, UPDATE and DELETE on productions with abilities per viewer', async () => {
    const readerStomp = await connectStomp(t.baseUrl, readerCookie, ['/topic/productions']);
    try {
      const production = await createProduction();
      const created = await readerStomp.next(
        '/topic/productions',
        (e) => e.action === 'CREATE' && e.id === String(production.id),
      );
      expect(created).toMatchObject({
        entity: 'production',
        version: 1,
        data: { id: production.id, abilities: { canEdit: false, canDelete: false } },
      });

      const task = production.tasks[0]!;
      await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
        field: `tasks.${task.id}.done`,
        value: true,
      });
      const patched = await readerStomp.next(
        '/topic/productions',
        (e) => e.action === 'PATCH' && e.id === String(production.id),
      );
      expect(patched.data).toMatchObject({
        id: production.id,
        field: `tasks.${task.id}.done`,
        value: true,
        production: { version: 2, abilities: { canEdit: false } },
      });

      expect((await openEditor(production.id, writer.cookie)).statusCode).toBe(200);
      const current = (
        await call('GET', `/api/productions/${production.id}`, writer.cookie)
      ).json<Production>();
      const saved = await call('PUT', `/api/productions/${production.id}`, writer.cookie, {
        slug: current.slug,
        date: current.date,
        version: current.version,
        local: 'Estádio do Pacaembu',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const updated = await readerStomp.next(
        '/topic/productions',
        (e) => e.action === 'UPDATE' && e.id === String(production.id),
      );
      expect(updated.data).toMatchObject({ local: 'Estádio do Pacaembu', version: 3 });

      // The editor's own lock does not block its own removal.
      expect(
        (await call('DELETE', `/api/productions/${production.id}`, writer.cookie)).statusCode,
      ).toBe(204);
      const deleted = await readerStomp.next(
        '/topic/productions',
        (e) => e.action === 'DELETE' && e.id === String(production.id),
      );
      expect(deleted.data).toEqual({ id: production.id, date: production.date });

      const writerStomp = await connectStomp(t.baseUrl, other.cookie, ['/topic/productions']);
      try {
        await call('PUT', `/api/productions/${production.id}/restore`, writer.cookie);
        // A restore is published as CREATE: lists add it where it belongs, as a new production.
        const restored = await writerStomp.next(
          '/topic/productions',
          (e) =>
            e.action === 'CREATE' &&
            e.id === String(production.id) &&
            (e.data as Production).excluded === false,
        );
        expect(restored.data).toMatchObject({ abilities: { canEdit: true, canDelete: true } });
      } finally {
        await writerStomp.close();
      }
    } finally {
      await readerStomp.close();
    }
  });

  it('publishes nothing when a change is refused', async () => {
    const stomp = await connectStomp(t.baseUrl, readerCookie, ['/topic/productions']);
    try {
      const production = await createProduction();
      await stomp.next(
        '/topic/productions',
        (e) => e.action === 'CREATE' && e.id === String(production.id),
      );
      await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
        field: 'tasks.nope.done',
        value: true,
      });
      await call('PATCH', `/api/productions/${production.id}`, writer.cookie, {
        field: 'status',
        value: 'DONE',
      });
      const done = await stomp.next(
        '/topic/productions',
        (e) => e.action === 'PATCH' && e.id === String(production.id),
      );
      expect(done.data).toMatchObject({ field: 'status', value: 'DONE' });
      const patches = (stomp.received.get('/topic/productions') ?? []).filter(
        (e) => e.action === 'PATCH' && e.id === String(production.id),
      );
      expect(patches).toHaveLength(1);
    } finally {
      await stomp.close();
    }
  });
});
