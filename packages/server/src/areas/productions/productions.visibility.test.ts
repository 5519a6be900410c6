import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Production, RealtimeEvent } from '@newsroom/domain';
import { assignments, productions, programGroups, programs } from '../../platform/db/schema';
import { connectStomp, type TestStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { searchAs, tag } from '../search/search.testkit';
import { useTestApp } from '../../test/useTestApp';

/**
 * Issue 17: a production inherits who may see its assignment — programs restricted to groups and
 * privacy (owner and allowed users; root too is left out of another's private assignment) — in
 * every route, list, search result and socket event. Hidden means 404, as a hidden assignment.
 */

type User = { id: number; cookie: string };
/** In the group restricting `restrictedProgramId`. */
let member: User;
/** In no group; neither owner nor allowed on private assignments. */
let outsider: User;
/** Owns the private assignments (shares them). */
let owner: User;
/** Allowed on the private assignments. */
let allowed: User;
let root: User;
let restrictedProgramId: number;

const unique = () => randomBytes(3).toString('hex');
let dayCounter = 0;
/** A day of its own per production, so day lists see only what a test made. */
const freshDate = () => {
  dayCounter += 1;
  return new Date(Date.UTC(2031, 0, 1) + dayCounter * 86_400_000).toISOString().slice(0, 10);
};

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const [program] = await tdb.database.db
    .insert(programs)
    .values({ name: `Restrito ${unique()}`, start: '06:00', end: '07:00' })
    .returning();
  restrictedProgramId = program!.id;
  await tdb.database.db
    .insert(programGroups)
    .values({ programId: restrictedProgramId, groupId: group.id });
  const login = async (options: Parameters<typeof createUser>[1]): Promise<User> => {
    const user = await createUser(tdb.database, options);
    return { id: user.id, cookie: await loginCookie(t.app, user.nickname) };
  };
  const productionWriter = { production: 'write', assignment: 'read' } as const;
  member = await login({ permissions: productionWriter, groupIds: [group.id] });
  outsider = await login({ permissions: productionWriter });
  owner = await login({ permissions: { production: 'write', assignment: 'write' } });
  allowed = await login({ permissions: productionWriter });
  root = await login({ isRoot: true });
});

/** An assignment of its own day whose slug carries a search word. */
async function insertAssignment(overrides: Partial<typeof assignments.$inferInsert> = {}) {
  const word = tag();
  const [row] = await tdb.database.db
    .insert(assignments)
    .values({
      slug: `PAUTA ${word}`,
      date: freshDate(),
      information: 'Fonte sigilosa',
      ...overrides,
    })
    .returning();
  return { ...row!, word };
}

/** A restricted-program assignment and its production, made by the member. */
async function restrictedProduction() {
  const assignment = await insertAssignment({ programsIds: [restrictedProgramId] });
  const created = await call(
    'POST',
    `/api/productions/assignment/${assignment.id}`,
    member.cookie,
    {},
  );
  expect(created.statusCode, created.body).toBe(201);
  return { assignment, production: created.json<Production>() };
}

/** A private assignment of the owner (allowed: `allowed`) and its production, made by the owner. */
async function privateProduction() {
  const assignment = await insertAssignment({
    isPrivate: true,
    ownerId: owner.id,
    allowedUserIds: [allowed.id],
  });
  const created = await call(
    'POST',
    `/api/productions/assignment/${assignment.id}`,
    owner.cookie,
    {},
  );
  expect(created.statusCode, created.body).toBe(201);
  return { assignment, production: created.json<Production>() };
}

async function productionCount(): Promise<number> {
  const [row] = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(productions);
  return row!.n;
}

/** What a user finds of a production: by id, by assignment, in the day list and the filter. */
async function reads(cookie: string, production: Production) {
  const day = await call('GET', `/api/productions?date=${production.date}`, cookie);
  const filter = await call(
    'GET',
    `/api/productions/filter?from=${production.date}&to=${production.date}`,
    cookie,
  );
  return {
    byId: (await call('GET', `/api/productions/${production.id}`, cookie)).statusCode,
    byAssignment: (
      await call('GET', `/api/productions/assignment/${production.assignmentId}`, cookie)
    ).statusCode,
    revisions: (await call('GET', `/api/productions/${production.id}/revisions`, cookie))
      .statusCode,
    inDay: day.json<Production[]>().some((p) => p.id === production.id),
    inFilter: filter.json<Paged<Production>>().data.some((p) => p.id === production.id),
    filterTotal: filter.json<Paged<Production>>().total,
  };
}

const HIDDEN = {
  byId: 404,
  byAssignment: 404,
  revisions: 404,
  inDay: false,
  inFilter: false,
  filterTotal: 0,
};
const SEEN = {
  byId: 200,
  byAssignment: 200,
  revisions: 200,
  inDay: true,
  inFilter: true,
  filterTotal: 1,
};

/**
 * Every change a production writer could try on a production: all 404 when hidden, nothing changed.
 */
async function expectChangesRefused(cookie: string, production: Production) {
  const attempts: [string, string, unknown][] = [
    ['POST', `/api/productions/${production.id}/edit`, { takeOver: true }],
    ['PATCH', `/api/productions/${production.id}`, { field: 'local', value: 'vazou' }],
    [
      'PUT',
      `/api/productions/${production.id}`,
      { slug: 'VAZOU', date: production.date, version: production.version },
    ],
    ['POST', `/api/productions/${production.id}/email`, { to: ['a@example.com'] }],
    ['DELETE', `/api/productions/${production.id}`, undefined],
    ['PUT', `/api/productions/${production.id}/restore`, undefined],
  ];
  for (const [method, url, body] of attempts) {
    const response = await call(method as 'PUT', url, cookie, body);
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    expect(response.body).not.toContain(production.slug);
  }
  const [row] = await tdb.database.db
    .select()
    .from(productions)
    .where(sql`${productions.id} = ${production.id}`);
  expect(row).toMatchObject({
    version: production.version,
    excluded: false,
    slug: production.slug,
  });
}

describe('checklists of a guideline of a restricted program', () => {
  it('are hidden (404, not listed) from users outside its groups, seen by members and root', async () => {
    const { production } = await restrictedProduction();
    expect(await reads(outsider.cookie, production)).toEqual(HIDDEN);
    expect(await reads(member.cookie, production)).toEqual(SEEN);
    expect(await reads(root.cookie, production)).toEqual(SEEN);
    await expectChangesRefused(outsider.cookie, production);
  });

  it('stay hidden in the trash list', async () => {
    const { production } = await restrictedProduction();
    expect(
      (await call('DELETE', `/api/productions/${production.id}`, member.cookie)).statusCode,
    ).toBe(204);
    const trash = async (cookie: string) =>
      (await call('GET', '/api/productions/excluded?size=100', cookie))
        .json<Paged<Production>>()
        .data.some((p) => p.id === production.id);
    expect(await trash(member.cookie)).toBe(true);
    expect(await trash(outsider.cookie)).toBe(false);
    expect(
      (await call('PUT', `/api/productions/${production.id}/restore`, outsider.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('checklists of a private guideline', () => {
  it('are seen only by the owner and allowed users — root neither — and hidden from others', async () => {
    const { production } = await privateProduction();
    expect(await reads(owner.cookie, production)).toEqual(SEEN);
    expect(await reads(allowed.cookie, production)).toEqual(SEEN);
    expect(await reads(outsider.cookie, production)).toEqual(HIDDEN);
    expect(await reads(root.cookie, production)).toEqual(HIDDEN);
    await expectChangesRefused(outsider.cookie, production);
  });

  it('follow the guideline when it is made private after its checklist exists', async () => {
    const assignment = await insertAssignment({ ownerId: owner.id });
    const production = (
      await call('POST', `/api/productions/assignment/${assignment.id}`, outsider.cookie, {})
    ).json<Production>();
    expect(await reads(outsider.cookie, production)).toEqual(SEEN);
    const made = await call('PUT', `/api/assignments/${assignment.id}/private`, owner.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    // Even the production's own author: it is the assignment's privacy that counts.
    expect(await reads(outsider.cookie, production)).toEqual(HIDDEN);
    expect(await reads(owner.cookie, production)).toEqual(SEEN);
  });
});

describe('creating a checklist from a guideline the caller may not read', () => {
  it('is refused with 404 and creates nothing, for root too on a private guideline of another', async () => {
    const closed = await insertAssignment({ programsIds: [restrictedProgramId] });
    const secret = await insertAssignment({ isPrivate: true, ownerId: owner.id });
    const before = await productionCount();
    for (const [cookie, id] of [
      [outsider.cookie, closed.id],
      [outsider.cookie, secret.id],
      [root.cookie, secret.id],
    ] as const) {
      const response = await call('POST', `/api/productions/assignment/${id}`, cookie, {});
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await productionCount()).toBe(before);
    // Root still passes program restrictions (as for assignments).
    expect(
      (await call('POST', `/api/productions/assignment/${closed.id}`, root.cookie, {})).statusCode,
    ).toBe(201);
  });
});

describe('global search', () => {
  it('never finds checklists of hidden guidelines', async () => {
    const restricted = await restrictedProduction();
    const secret = await privateProduction();
    const find = async (cookie: string, word: string, id: number) =>
      (await searchAs(t, cookie, { q: word, kinds: 'productions' })).keys.includes(
        `productions:${id}`,
      );
    expect(await find(member.cookie, restricted.assignment.word, restricted.production.id)).toBe(
      true,
    );
    expect(await find(outsider.cookie, restricted.assignment.word, restricted.production.id)).toBe(
      false,
    );
    expect(await find(allowed.cookie, secret.assignment.word, secret.production.id)).toBe(true);
    expect(await find(outsider.cookie, secret.assignment.word, secret.production.id)).toBe(false);
    expect(await find(root.cookie, secret.assignment.word, secret.production.id)).toBe(false);
  });

  it('follows the guideline made private after its checklist was indexed', async () => {
    const assignment = await insertAssignment({ ownerId: owner.id });
    const production = (
      await call('POST', `/api/productions/assignment/${assignment.id}`, outsider.cookie, {})
    ).json<Production>();
    const find = async (cookie: string) =>
      (await searchAs(t, cookie, { q: assignment.word, kinds: 'productions' })).keys.includes(
        `productions:${production.id}`,
      );
    expect(await find(outsider.cookie)).toBe(true);
    await call('PUT', `/api/assignments/${assignment.id}/private`, owner.cookie, {
      isPrivate: true,
    });
    expect(await find(outsider.cookie)).toBe(false);
    expect(await find(owner.cookie)).toBe(true);
  });
});

describe('socket events', () => {
  it('about checklists of hidden guidelines never reach outsiders', async () => {
    const topic = '/topic/productions';
    const sockets = {
      outsider: await connectStomp(t.baseUrl, outsider.cookie, [topic]),
      member: await connectStomp(t.baseUrl, member.cookie, [topic]),
      allowed: await connectStomp(t.baseUrl, allowed.cookie, [topic]),
      root: await connectStomp(t.baseUrl, root.cookie, [topic]),
    };
    try {
      const restricted = await restrictedProduction();
      const secret = await privateProduction();
      for (const [{ production }, cookie] of [
        [restricted, member.cookie],
        [secret, owner.cookie],
      ] as const) {
        const patched = await call('PATCH', `/api/productions/${production.id}`, cookie, {
          field: 'local',
          value: `Local ${unique()}`,
        });
        expect(patched.statusCode, patched.body).toBe(200);
        expect((await call('DELETE', `/api/productions/${production.id}`, cookie)).statusCode).toBe(
          204,
        );
        expect(
          (await call('PUT', `/api/productions/${production.id}/restore`, cookie)).statusCode,
        ).toBe(200);
      }
      // A production everyone sees, published after the others: once it arrives, they were
      // delivered.
      const open = await call('POST', '/api/productions', member.cookie, {
        slug: `ABERTA ${unique()}`,
        date: freshDate(),
      });
      const openId = String(open.json<Production>().id);
      await Promise.all(Object.values(sockets).map((s) => s.next(topic, (e) => e.id === openId)));
      const ids = (socket: TestStomp) =>
        new Set((socket.received.get(topic) ?? []).map((e: RealtimeEvent) => e.id));
      const restrictedId = String(restricted.production.id);
      const secretId = String(secret.production.id);
      expect(ids(sockets.outsider).has(restrictedId)).toBe(false);
      expect(ids(sockets.outsider).has(secretId)).toBe(false);
      expect(ids(sockets.member).has(restrictedId)).toBe(true);
      expect(ids(sockets.member).has(secretId)).toBe(false);
      expect(ids(sockets.allowed).has(secretId)).toBe(true);
      expect(ids(sockets.root).has(restrictedId)).toBe(true);
      expect(ids(sockets.root).has(secretId)).toBe(false);
      const actions = (sockets.member.received.get(topic) ?? [])
        .filter((e) => e.id === restrictedId)
        .map((e) => e.action);
      // The restore is published as CREATE.
      expect(actions).toEqual(['CREATE', 'PATCH', 'DELETE', 'CREATE']);
    } finally {
      await Promise.all(Object.values(sockets).map((s) => s.close()));
    }
  });
});
