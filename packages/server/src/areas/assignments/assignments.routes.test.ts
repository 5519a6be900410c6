import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, LockView, Paged, RealtimeEvent } from '@newsroom/domain';
import { assignments, locks, productions, revisions } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import {
  expectFieldError,
  assignmentBody,
  restrictedAndOpenPrograms,
  setLockFinished,
  slug,
} from './assignments.testkit';
import { useTestApp } from '../../test/useTestApp';

const cookies = {} as Record<
  'writer' | 'writer2' | 'reader' | 'admin' | 'nobody' | 'member' | 'outsider',
  string
>;
const ids = {} as Record<'writer' | 'writer2' | 'reader' | 'member', number>;
let restrictedProgramId: number;
let openProgramId: number;

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const make = async (permissions: Record<string, string>, groupIds: number[] = []) =>
    createUser(tdb.database, { permissions: permissions as never, groupIds });
  const writer = await make({ assignment: 'write', assignment_proposal: 'write' });
  const writer2 = await make({ assignment: 'write' });
  const reader = await make({ assignment: 'read' });
  const admin = await make({ assignment: 'admin' });
  const nobody = await make({});
  const member = await make({ assignment: 'write' }, [group.id]);
  const outsider = await make({ assignment: 'write' });
  for (const [key, user] of Object.entries({
    writer,
    writer2,
    reader,
    admin,
    nobody,
    member,
    outsider,
  })) {
    cookies[key as keyof typeof cookies] = await loginCookie(t.app, user.nickname);
  }
  Object.assign(ids, {
    writer: writer.id,
    writer2: writer2.id,
    reader: reader.id,
    member: member.id,
  });
  ({ restrictedProgramId, openProgramId } = await restrictedAndOpenPrograms(
    tdb.database,
    group.id,
  ));
});

const rowCount = async () => (await tdb.database.db.select({ n: count() }).from(assignments))[0]!.n;

async function create(
  cookie = cookies.writer,
  overrides: Record<string, unknown> = {},
): Promise<Assignment> {
  const response = await call('POST', '/api/assignments', cookie, assignmentBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}

async function load(id: number, cookie = cookies.writer): Promise<Assignment> {
  const response = await call('GET', `/api/assignments/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Assignment>();
}

async function edit(id: number, cookie = cookies.writer, takeOver = false) {
  return call('POST', `/api/assignments/${id}/edit`, cookie, { takeOver });
}

const save = (a: Assignment, cookie = cookies.writer, changes: Record<string, unknown> = {}) =>
  call('PUT', `/api/assignments/${a.id}`, cookie, {
    ...assignmentBody({ slug: a.slug, date: a.date, guides: a.guides, tasks: a.tasks }),
    version: a.version,
    ...changes,
  });

describe('assignments', () => {
  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/assignments?date=2025-03-10'],
      ['GET', '/api/assignments/filter'],
      ['GET', '/api/assignments/counter?date=2025-03-10'],
      ['GET', '/api/assignments/excluded'],
      ['GET', '/api/assignments/groupings?date=2025-03-10'],
      ['GET', '/api/assignments/1'],
      ['POST', '/api/assignments/1/edit'],
      ['GET', '/api/assignments/1/revisions'],
      ['POST', '/api/assignments'],
      ['POST', '/api/assignments/1/copy'],
      ['POST', '/api/assignments/proposal/1'],
      ['PUT', '/api/assignments/1'],
      ['PATCH', '/api/assignments/1'],
      ['DELETE', '/api/assignments/1'],
      ['PUT', '/api/assignments/1/restore'],
      ['PUT', '/api/assignments/1/private'],
      ['PUT', '/api/assignments/1/allowed_users'],
      ['POST', '/api/assignments/1/email'],
    ] as const) {
      expect(
        (await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('needs assignment read to see and write to change, changing nothing otherwise', async () => {
    const a = await create();
    for (const url of [
      '/api/assignments?date=2025-03-10',
      '/api/assignments/filter',
      '/api/assignments/counter?date=2025-03-10',
      '/api/assignments/excluded',
      '/api/assignments/groupings?date=2025-03-10',
      `/api/assignments/${a.id}`,
      `/api/assignments/${a.id}/revisions`,
    ]) {
      expect((await call('GET', url, cookies.nobody)).statusCode, url).toBe(403);
    }
    const before = await rowCount();
    expect(
      (await call('POST', '/api/assignments', cookies.reader, assignmentBody())).statusCode,
    ).toBe(403);
    expect((await edit(a.id, cookies.reader)).statusCode).toBe(403);
    expect((await save(a, cookies.reader)).statusCode).toBe(403);
    expect(
      (
        await call('PATCH', `/api/assignments/${a.id}`, cookies.reader, {
          field: 'state',
          value: 'COVERING',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/assignments/${a.id}/copy`, cookies.reader, {})).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/assignments/${a.id}`, cookies.reader)).statusCode).toBe(403);
    expect((await call('PUT', `/api/assignments/${a.id}/restore`, cookies.reader)).statusCode).toBe(
      403,
    );
    expect(await rowCount()).toBe(before);
    expect(await load(a.id, cookies.reader)).toMatchObject({
      version: a.version,
      state: 'PRODUCING',
      abilities: { canEdit: false, canDelete: false },
    });
  });

  it('creates a guideline with guides, contacts and tasks, and lists, counts, groups and filters it', async () => {
    const text = `água ${slug('x')}`;
    const a = await create(cookies.writer, {
      slug: `falta de ${text}`,
      date: '2025-04-01',
      programsIds: [openProgramId],
    });
    expect(a).toMatchObject({
      slug: `FALTA DE ${text.toUpperCase()}`,
      date: '2025-04-01',
      state: 'PRODUCING',
      cameraman: 'Zé Imagem',
      programsIds: [openProgramId],
      ownerId: ids.writer,
      productionId: null,
      visible: true,
      excluded: false,
      version: 1,
      abilities: { canEdit: true, canDelete: true, canShare: true },
    });
    expect(a.guides[0]).toMatchObject({
      interviewee: 'Maria da Silva, moradora',
      contacts: [
        {
          name: 'Maria da Silva',
          numbers: [{ value: '+55 11 98765-4321', label: 'cell_phone' }],
          emails: ['maria.silva@example.com'],
        },
      ],
    });
    expect(a.tasks.map((task) => [task.label, task.done])).toEqual([
      ['Confirmar entrevista', true],
      ['Pedir imagens de arquivo', false],
    ]);
    expect(await load(a.id)).toEqual(a);

    const day = (await call('GET', '/api/assignments?date=2025-04-01', cookies.reader)).json<
      Assignment[]
    >();
    expect(day.map((x) => x.id)).toContain(a.id);
    const drawer = await create(cookies.writer, { date: '2025-04-01', state: 'COVERING' });
    const counter = (
      await call('GET', '/api/assignments/counter?date=2025-04-01', cookies.reader)
    ).json<{ total: number; byState: Record<string, number> }>();
    expect(counter.total).toBeGreaterThanOrEqual(2);
    expect(counter.byState.COVERING).toBeGreaterThanOrEqual(1);
    expect(counter.byState.PRODUCING).toBeGreaterThanOrEqual(1);
    const groupings = (
      await call('GET', '/api/assignments/groupings?date=2025-04-01', cookies.reader)
    ).json<{ programId: number | null; count: number }[]>();
    expect(groupings).toEqual(
      expect.arrayContaining([
        { programId: openProgramId, count: 1 },
        expect.objectContaining({ programId: null }),
      ]),
    );
    expect(drawer.programsIds).toEqual([]);

    // Accents and case ignored.
    const found = (
      await call(
        'GET',
        `/api/assignments/filter?text=${encodeURIComponent(text.replace('á', 'a').toUpperCase())}`,
        cookies.reader,
      )
    ).json<Paged<Assignment>>();
    expect(found.data.map((x) => x.id)).toEqual([a.id]);
    const byState = (
      await call(
        'GET',
        '/api/assignments/filter?from=2025-04-01&to=2025-04-01&state=COVERING',
        cookies.reader,
      )
    ).json<Paged<Assignment>>();
    expect(byState.data.map((x) => x.id)).toContain(drawer.id);
    expect(byState.data.every((x) => x.state === 'COVERING')).toBe(true);
    const byProgram = (
      await call('GET', `/api/assignments/filter?programId=${openProgramId}`, cookies.reader)
    ).json<Paged<Assignment>>();
    expect(byProgram.data.map((x) => x.id)).toContain(a.id);
    expect(byProgram.data.map((x) => x.id)).not.toContain(drawer.id);
  });

  it('refuses missing required fields, long slug and cameraman and unknown references with field paths, saving nothing', async () => {
    const before = await rowCount();
    const missing = await call('POST', '/api/assignments', cookies.writer, {
      guides: [{ id: 'g', contacts: [{ id: 'c' }] }],
      tasks: [{ id: 't', label: '   ' }],
    });
    expect(missing.statusCode).toBe(400);
    const body = missing.json();
    expect(body.message).toBe('validation:failed');
    for (const field of ['slug', 'date', 'guides.0.contacts.0.name', 'tasks.0.label'])
      expectFieldError(body, field, 'required');

    const blank = await call(
      'POST',
      '/api/assignments',
      cookies.writer,
      assignmentBody({ slug: '    ' }),
    );
    expectFieldError(blank.json(), 'slug', 'required');
    const long = await call(
      'POST',
      '/api/assignments',
      cookies.writer,
      assignmentBody({ slug: 'x'.repeat(101), cameraman: 'y'.repeat(61) }),
    );
    expect(long.statusCode).toBe(400);
    expectFieldError(long.json(), 'slug', 'maxChars', 100);
    expectFieldError(long.json(), 'cameraman', 'maxChars', 60);
    const email = await call(
      'POST',
      '/api/assignments',
      cookies.writer,
      assignmentBody({
        guides: [{ id: 'g', contacts: [{ id: 'c', name: 'X', emails: ['não-é-email'] }] }],
      }),
    );
    expectFieldError(email.json(), 'guides.0.contacts.0.emails.0', 'invalidEmail');
    const unknown = await call(
      'POST',
      '/api/assignments',
      cookies.writer,
      assignmentBody({ teamId: 999999, editorsIds: [999999], programsIds: [999999] }),
    );
    expect(unknown.statusCode).toBe(400);
    for (const field of ['teamId', 'editorsIds', 'programsIds'])
      expectFieldError(unknown.json(), field, 'invalid');
    const closed = await call(
      'POST',
      '/api/assignments',
      cookies.outsider,
      assignmentBody({ programsIds: [restrictedProgramId] }),
    );
    expectFieldError(closed.json(), 'programsIds', 'invalid');
    expect(await rowCount()).toBe(before);

    // Exactly 100 and 60 are fine.
    const edge = await create(cookies.writer, { slug: 'a'.repeat(100), cameraman: 'b'.repeat(60) });
    expect(edge.slug).toBe('A'.repeat(100));
  });

  it('loads for edit only by POST: a GET of /edit, takeOver or not, locks nothing', async () => {
    const a = await create();
    const lockOf = async () =>
      (
        await tdb.database.db
          .select()
          .from(locks)
          .where(eq(locks.entityId, String(a.id)))
      ).filter((l) => l.entityType === 'assignment');
    expect((await call('GET', `/api/assignments/${a.id}/edit`, cookies.writer)).statusCode).toBe(
      405,
    );
    expect(await lockOf()).toEqual([]);
    expect((await edit(a.id)).statusCode).toBe(200);
    const held = await lockOf();
    const stolen = await call(
      'GET',
      `/api/assignments/${a.id}/edit?takeOver=true`,
      cookies.writer2,
    );
    expect(stolen.statusCode).toBe(405);
    expect(await lockOf()).toEqual(held);
    const taken = await edit(a.id, cookies.writer2, true);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await lockOf()).toMatchObject([{ userId: ids.writer2 }]);
  });

  it('locks for editing: another user is refused, may take over, and the first loses the save', async () => {
    const a = await create();
    const first = await edit(a.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ lock: LockView }>().lock).toMatchObject({
      entityType: 'assignment',
      entityId: String(a.id),
      userId: ids.writer,
    });
    const again = await edit(a.id);
    expect(again.json<{ lock: LockView }>().lock.uuid).toBe(
      first.json<{ lock: LockView }>().lock.uuid,
    );

    const refused = await edit(a.id, cookies.writer2);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      code: 'locked_by_other',
      message: 'document:lockedTo',
      details: { nickname: expect.any(String) },
    });

    // Saving without the lock while another holds it: 412 lock_lost, nothing saved.
    const blocked = await save(a, cookies.writer2, { slug: 'outro' });
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json()).toMatchObject({ code: 'lock_lost', message: 'document:lockLost' });

    const taken = await edit(a.id, cookies.writer2, true);
    expect(taken.statusCode, taken.body).toBe(200);
    const lost = await save(a, cookies.writer, { slug: 'perdido' });
    expect(lost.statusCode).toBe(412);
    expect(lost.json().code).toBe('lock_lost');
    expect((await load(a.id)).slug).toBe(a.slug);

    const saved = await save(a, cookies.writer2, { slug: 'salvo pela segunda' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Assignment>()).toMatchObject({ slug: 'SALVO PELA SEGUNDA', version: 2 });
  });

  it('saves with the version, refuses a stale one with the current guideline and records revisions', async () => {
    const a = await create();
    const ok = await save(a, cookies.writer, { state: 'COVERING', information: 'Nova informação' });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = ok.json<Assignment>();
    expect(saved).toMatchObject({ version: 2, state: 'COVERING', information: 'Nova informação' });

    const stale = await save(a, cookies.writer, { information: 'atrasada' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: a.id, version: 2, information: 'Nova informação' } },
    });
    expect((await load(a.id)).information).toBe('Nova informação');

    const history = (await call('GET', `/api/assignments/${a.id}/revisions`, cookies.reader)).json<
      { revisionNumber: number; changes: { field: string; before: unknown; after: unknown }[] }[]
    >();
    expect(history.map((r) => r.revisionNumber)).toEqual([2, 1]);
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'state', before: 'PRODUCING', after: 'COVERING' },
        { field: 'information', before: 'Levar microfone de lapela.', after: 'Nova informação' },
      ]),
    );
    expect(history[1]!.changes).toEqual([]);
  });

  it('patches one field, and a refused patch carries field, newValue and oldValue and changes nothing', async () => {
    const a = await create();
    const ok = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'state',
      value: 'COVERING',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Assignment>()).toMatchObject({ state: 'COVERING', version: 2 });
    const slugged = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'slug',
      value: 'nova retranca',
    });
    expect(slugged.json<Assignment>().slug).toBe('NOVA RETRANCA');

    const long = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'slug',
      value: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'validation_failed',
      details: {
        field: 'slug',
        newValue: 'x'.repeat(101),
        oldValue: 'NOVA RETRANCA',
        fields: [{ field: 'slug', key: 'maxChars', params: { count: 100 } }],
      },
    });
    const required = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'date',
      value: null,
    });
    expect(required.json()).toMatchObject({
      details: { field: 'date', oldValue: a.date, fields: [{ field: 'date', key: 'required' }] },
    });
    const unknownField = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'ownerId',
      value: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    const badTeam = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'teamId',
      value: 999999,
    });
    expect(badTeam.json()).toMatchObject({
      code: 'validation_failed',
      details: { field: 'teamId', newValue: 999999, oldValue: null },
    });

    expect(await edit(a.id, cookies.writer2)).toMatchObject({ statusCode: 200 });
    const locked = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
      field: 'state',
      value: 'EDITING',
    });
    expect(locked.statusCode).toBe(412);
    expect(locked.json()).toMatchObject({
      code: 'locked_by_other',
      message: 'document:lockedTo',
      details: { field: 'state', newValue: 'EDITING', oldValue: 'COVERING' },
    });
    expect(await load(a.id)).toMatchObject({
      state: 'COVERING',
      slug: 'NOVA RETRANCA',
      version: 3,
    });
  });

  it('refuses deleting a guideline another user edits, then trashes and restores it', async () => {
    const a = await create(cookies.writer, { date: '2025-05-02' });
    expect((await edit(a.id, cookies.writer2)).statusCode).toBe(200);
    const refused = await call('DELETE', `/api/assignments/${a.id}`, cookies.writer);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      code: 'precondition_failed',
      message: 'document:inEdition',
    });
    expect((await load(a.id)).excluded).toBe(false);

    // The lock holder may delete it.
    expect((await call('DELETE', `/api/assignments/${a.id}`, cookies.writer2)).statusCode).toBe(
      204,
    );
    expect((await load(a.id)).excluded).toBe(true);
    expect(
      (await call('GET', '/api/assignments?date=2025-05-02', cookies.reader))
        .json<Assignment[]>()
        .map((x) => x.id),
    ).not.toContain(a.id);
    const trash = (await call('GET', '/api/assignments/excluded?size=500', cookies.reader)).json<
      Paged<Assignment>
    >();
    expect(trash.data.map((x) => x.id)).toContain(a.id);
    expect((await call('DELETE', `/api/assignments/${a.id}`, cookies.writer2)).json().message).toBe(
      'document:alreadyExcluded',
    );
    expect((await edit(a.id, cookies.writer2)).json().message).toBe('document:alreadyExcluded');

    const restored = await call('PUT', `/api/assignments/${a.id}/restore`, cookies.writer);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Assignment>().excluded).toBe(false);
    expect(
      (await call('GET', '/api/assignments?date=2025-05-02', cookies.reader))
        .json<Assignment[]>()
        .map((x) => x.id),
    ).toContain(a.id);
    const again = await call('PUT', `/api/assignments/${a.id}/restore`, cookies.writer);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('document:notExcluded');
    expect((await call('DELETE', '/api/assignments/999999', cookies.writer)).statusCode).toBe(404);
  });

  it('locks finished guidelines when the configuration says so; an administrator may reopen', async () => {
    const a = await create(cookies.writer, { state: 'COMPLETED' });
    await setLockFinished(tdb.database, true);
    try {
      expect((await load(a.id)).abilities.canEdit).toBe(false);
      const refused = await edit(a.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('assignment:finishedLocked');
      expect((await save(a, cookies.writer, { state: 'PRODUCING' })).json().message).toBe(
        'assignment:finishedLocked',
      );
      const patch = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
        field: 'state',
        value: 'PRODUCING',
      });
      expect(patch.statusCode).toBe(422);
      expect(patch.json()).toMatchObject({
        message: 'assignment:finishedLocked',
        details: { field: 'state', newValue: 'PRODUCING', oldValue: 'COMPLETED' },
      });
      expect((await load(a.id)).version).toBe(1);
      const reopened = await call('PATCH', `/api/assignments/${a.id}`, cookies.admin, {
        field: 'state',
        value: 'PRODUCING',
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json<Assignment>().abilities.canEdit).toBe(true);
    } finally {
      await setLockFinished(tdb.database, false);
    }
    // Without the flag a finished assignment is editable.
    const b = await create(cookies.writer, { state: 'INTERRUPTED' });
    expect((await edit(b.id)).statusCode).toBe(200);
  });

  it('copies a guideline back into production with tasks not done, on another date if asked', async () => {
    const a = await create(cookies.writer2, { state: 'COMPLETED' });
    const response = await call('POST', `/api/assignments/${a.id}/copy`, cookies.writer, {
      date: '2025-06-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<Assignment>();
    expect(copy.id).not.toBe(a.id);
    expect(copy).toMatchObject({
      slug: a.slug,
      date: '2025-06-01',
      state: 'PRODUCING',
      ownerId: ids.writer,
      guides: a.guides,
      proposalId: null,
    });
    expect(copy.tasks.every((task) => !task.done)).toBe(true);
    const sameDay = await call('POST', `/api/assignments/${a.id}/copy`, cookies.writer);
    expect(sameDay.statusCode, sameDay.body).toBe(201);
    expect(sameDay.json<Assignment>().date).toBe(a.date);
  });

  it('answers the checklist made from a guideline', async () => {
    const a = await create();
    const [production] = await tdb.database.db
      .insert(productions)
      .values({ slug: a.slug, date: a.date, assignmentId: a.id })
      .returning();
    expect((await load(a.id)).productionId).toBe(production!.id);
  });

  it('masks private guidelines of others, in answers, searches and events; only the owner shares', async () => {
    const a = await create(cookies.writer, { slug: `segredo ${slug()}`, date: '2025-07-01' });
    const watcher = await connectStomp(t.baseUrl, cookies.reader, ['/topic/assignments']);
    try {
      expect(
        (
          await call('PUT', `/api/assignments/${a.id}/private`, cookies.writer2, {
            isPrivate: true,
          })
        ).json(),
      ).toMatchObject({ code: 'forbidden', message: 'assignment:onlyOwnerShares' });
      const made = await call('PUT', `/api/assignments/${a.id}/private`, cookies.writer, {
        isPrivate: true,
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json<Assignment>()).toMatchObject({
        isPrivate: true,
        visible: true,
        slug: a.slug,
      });
      const masked = await watcher.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'UPDATE',
      );
      expect(masked.data).toMatchObject({
        visible: false,
        slug: '',
        proposal: '',
        guides: [],
        tasks: [],
      });

      const seen = await load(a.id, cookies.reader);
      expect(seen).toMatchObject({
        visible: false,
        slug: '',
        information: '',
        guides: [],
        tasks: [],
        abilities: { canEdit: false },
      });
      const day = (await call('GET', '/api/assignments?date=2025-07-01', cookies.writer2)).json<
        Assignment[]
      >();
      expect(day.find((x) => x.id === a.id)).toMatchObject({ visible: false, slug: '' });
      const search = (
        await call(
          'GET',
          `/api/assignments/filter?text=${encodeURIComponent(a.slug)}`,
          cookies.writer2,
        )
      ).json<Paged<Assignment>>();
      expect(search.total).toBe(0);
      expect((await edit(a.id, cookies.writer2)).statusCode).toBe(403);
      expect(
        (
          await call('PATCH', `/api/assignments/${a.id}`, cookies.writer2, {
            field: 'state',
            value: 'COVERING',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/api/assignments/${a.id}/revisions`, cookies.writer2)).statusCode,
      ).toBe(403);

      const shared = await call('PUT', `/api/assignments/${a.id}/allowed_users`, cookies.writer, {
        userIds: [ids.writer2],
      });
      expect(shared.json<Assignment>().allowedUserIds).toEqual([ids.writer2]);
      expect(await load(a.id, cookies.writer2)).toMatchObject({
        visible: true,
        slug: a.slug,
        abilities: { canEdit: true, canShare: false },
      });

      const patched = await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
        field: 'information',
        value: 'Fonte sigilosa',
      });
      expect(patched.statusCode).toBe(200);
      const patchEvent = await watcher.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'PATCH',
      );
      expect(patchEvent.data).toMatchObject({
        field: 'information',
        value: '',
        assignment: { visible: false, information: '' },
      });
    } finally {
      await watcher.close();
    }
  });

  it('hides guidelines of programs restricted to groups from outsiders, in answers and events', async () => {
    const outsiderWatch = await connectStomp(t.baseUrl, cookies.outsider, ['/topic/assignments']);
    const memberWatch = await connectStomp(t.baseUrl, cookies.member, ['/topic/assignments']);
    try {
      const closed = await create(cookies.member, {
        date: '2025-08-01',
        programsIds: [restrictedProgramId],
      });
      const both = await create(cookies.member, {
        date: '2025-08-01',
        programsIds: [restrictedProgramId, openProgramId],
      });
      expect(
        (await memberWatch.next('/topic/assignments', (e) => e.id === String(closed.id))).action,
      ).toBe('CREATE');
      // The open one arrives after the closed one; the outsider never got the closed one.
      await outsiderWatch.next('/topic/assignments', (e) => e.id === String(both.id));
      expect(
        (outsiderWatch.received.get('/topic/assignments') ?? []).some(
          (e: RealtimeEvent) => e.id === String(closed.id),
        ),
      ).toBe(false);

      expect(
        (await call('GET', `/api/assignments/${closed.id}`, cookies.outsider)).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/assignments/${closed.id}`, cookies.outsider)).statusCode,
      ).toBe(404);
      const day = (await call('GET', '/api/assignments?date=2025-08-01', cookies.outsider)).json<
        Assignment[]
      >();
      expect(day.map((x) => x.id)).toEqual([both.id]);
      const groupings = (
        await call('GET', '/api/assignments/groupings?date=2025-08-01', cookies.outsider)
      ).json();
      expect(groupings).toEqual(
        [
          { programId: restrictedProgramId, count: 1 },
          { programId: openProgramId, count: 1 },
        ].sort((x, y) => x.programId - y.programId),
      );
      expect(
        (await call('GET', '/api/assignments/counter?date=2025-08-01', cookies.outsider)).json()
          .total,
      ).toBe(1);
      expect(
        (await call('GET', '/api/assignments?date=2025-08-01', cookies.member)).json<
          Assignment[]
        >(),
      ).toHaveLength(2);
      // The outsider keeps the restricted program they cannot pick when saving the shared
      // assignment.
      expect(
        (
          await save(both, cookies.outsider, {
            programsIds: [restrictedProgramId, openProgramId],
            information: 'ok',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await outsiderWatch.close();
      await memberWatch.close();
    }
  });

  it('publishes CREATE, UPDATE, PATCH and DELETE on a real STOMP client', async () => {
    const stomp = await connectStomp(t.baseUrl, cookies.reader, ['/topic/assignments']);
    try {
      const a = await create();
      const created = await stomp.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'CREATE',
      );
      expect(created).toMatchObject({
        entity: 'assignment',
        version: 1,
        data: { id: a.id, slug: a.slug, abilities: { canEdit: false } },
      });
      expect((await save(a, cookies.writer, { cameraman: 'Outro' })).statusCode).toBe(200);
      const updated = await stomp.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'UPDATE',
      );
      expect(updated).toMatchObject({ version: 2, data: { cameraman: 'Outro' } });
      await call('PATCH', `/api/assignments/${a.id}`, cookies.writer, {
        field: 'date',
        value: '2025-03-11',
      });
      const patched = await stomp.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'PATCH',
      );
      expect(patched.data).toMatchObject({
        id: a.id,
        field: 'date',
        value: '2025-03-11',
        assignment: { date: '2025-03-11', version: 3 },
      });
      await call('DELETE', `/api/assignments/${a.id}`, cookies.writer);
      const deleted = await stomp.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'DELETE',
      );
      expect(deleted.data).toEqual({ id: a.id, date: '2025-03-11' });
      await call('PUT', `/api/assignments/${a.id}/restore`, cookies.writer);
      const back = await stomp.next(
        '/topic/assignments',
        (e) => e.id === String(a.id) && e.action === 'CREATE' && e.version === 5,
      );
      expect(back.data).toMatchObject({ excluded: false });
    } finally {
      await stomp.close();
    }
  });

  it('creates a guideline from a proposal once, carrying slug, texts and programs', async () => {
    const proposal = await call('POST', '/api/assignment_proposals', cookies.writer, {
      slug: 'buraco na avenida',
      date: '2025-09-01',
      proposal: 'Cratera na Av. Paulista',
      information: 'Leitor enviou fotos',
      programsIds: [openProgramId],
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const { id } = proposal.json<{ id: number }>();
    const stomp = await connectStomp(t.baseUrl, cookies.writer, ['/topic/proposals']);
    try {
      expect(
        (await call('POST', `/api/assignments/proposal/${id}`, cookies.writer2, {})).statusCode,
      ).toBe(403);
      const made = await call('POST', `/api/assignments/proposal/${id}`, cookies.writer, {});
      expect(made.statusCode, made.body).toBe(201);
      const a = made.json<Assignment>();
      expect(a).toMatchObject({
        slug: 'BURACO NA AVENIDA',
        date: '2025-09-01',
        proposal: 'Cratera na Av. Paulista',
        information: 'Leitor enviou fotos',
        programsIds: [openProgramId],
        proposalId: id,
      });
      const event = await stomp.next(
        '/topic/proposals',
        (e) => e.id === String(id) && e.action === 'UPDATE',
      );
      expect(event.data).toMatchObject({ assignmentId: a.id });
      const twice = await call('POST', `/api/assignments/proposal/${id}`, cookies.writer, {
        date: '2025-09-02',
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toMatchObject({
        message: 'proposal:alreadyConverted',
        details: { assignmentId: a.id },
      });
      expect(
        (await call('POST', '/api/assignments/proposal/999999', cookies.writer, {})).statusCode,
      ).toBe(404);
    } finally {
      await stomp.close();
    }
  });

  it('seeds a drawer story from a guideline the caller may read', async () => {
    const a = await create(cookies.writer, { programsIds: [openProgramId] });
    const storyWriter = await loginCookie(
      t.app,
      (await createUser(tdb.database, { permissions: { story: 'write', assignment: 'read' } }))
        .nickname,
    );
    const made = await call('POST', '/api/stories/sources', storyWriter, {
      sourceType: 'assignment',
      sourceId: a.id,
      destination: 'ON_DRAWER',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      slug: a.slug,
      programId: openProgramId,
      location: 'drawer',
      information: expect.stringContaining('Ouvir a concessionária'),
    });
    const noRole = await loginCookie(
      t.app,
      (await createUser(tdb.database, { permissions: { story: 'write' } })).nickname,
    );
    expect(
      (
        await call('POST', '/api/stories/sources', noRole, {
          sourceType: 'assignment',
          sourceId: a.id,
          destination: 'ON_DRAWER',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/stories/sources', storyWriter, {
          sourceType: 'assignment',
          sourceId: 999999,
          destination: 'ON_DRAWER',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('checks an e-mail request: access, recipients, then the SMTP settings', async () => {
    const a = await create();
    const email = (cookie: string | null, body: unknown, id = a.id) =>
      call('POST', `/api/assignments/${id}/email`, cookie, body);
    const to = { to: ['pauta@example.com'] };
    expect((await email(null, to)).statusCode).toBe(401);
    expect((await email(cookies.nobody, to)).statusCode).toBe(403);
    expect((await email(cookies.reader, { to: ['não é e-mail'] })).statusCode).toBe(400);
    expect((await email(cookies.reader, { to: [] })).statusCode).toBe(400);
    const tooMany = { to: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`) };
    expect((await email(cookies.reader, tooMany)).statusCode).toBe(400);
    expect((await email(cookies.reader, { ...to, locale: 'fr_FR' })).statusCode).toBe(400);
    expect((await email(cookies.reader, to, 999_999)).statusCode).toBe(404);
    // No SMTP host in a new installation: a clear refusal, nothing pretended sent.
    const answer = await email(cookies.reader, to);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('mail:notConfigured');
  });

  it('keeps revisions out of failed saves', async () => {
    const a = await create();
    const before = (
      await tdb.database.db
        .select({ n: count() })
        .from(revisions)
        .where(eq(revisions.entityId, String(a.id)))
    )[0]!.n;
    await save(a, cookies.writer, { slug: '' });
    await save({ ...a, version: 99 }, cookies.writer);
    const after = (
      await tdb.database.db
        .select({ n: count() })
        .from(revisions)
        .where(eq(revisions.entityId, String(a.id)))
    )[0]!.n;
    expect(after).toBe(before);
  });
});
