import { describe, expect, it } from 'vitest';
import type { ProgramSummary } from '@newsroom/domain';
import { buildAreaRegistry } from '../../platform/areas/registry';
import { AREA_MANIFESTS } from '../manifests';
import { createGroup, createUser } from '../../test/testApp';
import { idsOf, unique, useProgramsKit } from './programs.testkit';
import {
  auditEntriesOf,
  bodyOnWrites,
  expectSessionRequired,
} from '../../platform/records/recordTestkit';

/** Programs the test says hold content (as the stories and rundowns counters would). */
const withContent = new Set<number>();
const kit = useProgramsKit(
  buildAreaRegistry([
    ...AREA_MANIFESTS,
    { name: 'test', usageCounters: { program: async (_db, id) => (withContent.has(id) ? 3 : 0) } },
  ]),
);
const { call, cookieOf, makeDevice, makeProgram, programCount } = kit;

describe('programs', () => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', '/api/programs'],
        ['GET', '/api/programs/accessible'],
        ['GET', '/api/programs/filter'],
        ['GET', '/api/programs/1'],
        ['GET', '/api/programs/1/editors'],
        ['GET', '/api/programs/1/imageEditors'],
        ['GET', '/api/programs/1/presenters'],
        ['GET', '/api/programs/1/cg'],
        ['GET', '/api/programs/1/playout'],
        ['POST', '/api/programs'],
        ['PUT', '/api/programs/1'],
        ['DELETE', '/api/programs/1'],
      ],
      bodyOnWrites({ name: 'x', start: '06:00', end: '07:00', version: 1 }),
    );
  });

  it('refuses users lacking the roles, changing nothing', async () => {
    const program = await makeProgram({ name: unique('Intocável') });
    const reader = await cookieOf({ permissions: { program: 'read' } });
    const before = await programCount();
    expect(
      (
        await call('POST', '/api/programs', reader.cookie, {
          name: unique('Negado'),
          start: '06:00',
          end: '07:00',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/programs/${program.id}`, reader.cookie, {
          ...program,
          name: 'Outro',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/programs/filter', reader.cookie)).statusCode).toBe(403);
    // Writing is not deleting: that needs program admin.
    expect((await call('DELETE', `/api/programs/${program.id}`, kit.writerCookie)).statusCode).toBe(
      403,
    );
    const adminWriter = await cookieOf({ permissions: { admin: 'write' } });
    expect(
      (await call('DELETE', `/api/programs/${program.id}`, adminWriter.cookie)).statusCode,
    ).toBe(403);
    expect(await programCount()).toBe(before);
    expect((await call('GET', `/api/programs/${program.id}`, reader.cookie)).json()).toEqual(
      program,
    );
    const storyWriter = await cookieOf({ permissions: { story: 'write' } });
    expect((await call('GET', `/api/programs/${program.id}`, storyWriter.cookie)).statusCode).toBe(
      403,
    );
  });

  it('creates a program with its people, groups and devices, and answers it in full', async () => {
    const [announcer, presenter, imageEditor] = await Promise.all(
      [1, 2, 3].map(() => createUser(kit.tdb.database)),
    );
    const group = await createGroup(kit.tdb.database);
    const cgDeviceId = await makeDevice('CG');
    const program = await makeProgram({
      name: `  ${unique('Jornal da Manhã')}  `,
      start: '06:00',
      end: '08:00:30',
      legacyMode: true,
      announcerIds: [announcer!.id],
      presenterIds: [presenter!.id, presenter!.id],
      imageEditorIds: [imageEditor!.id],
      defaultAnnouncerId: announcer!.id,
      defaultPresenterId: presenter!.id,
      groupIds: [group.id],
      cgDeviceId,
    });
    expect(program).toMatchObject({
      start: '06:00:00',
      end: '08:00:30',
      enabled: true,
      legacyMode: true,
      announcerIds: [announcer!.id],
      presenterIds: [presenter!.id],
      imageEditorIds: [imageEditor!.id],
      defaultAnnouncerId: announcer!.id,
      defaultPresenterId: presenter!.id,
      groupIds: [group.id],
      cgDeviceId,
      playoutDeviceId: null,
      version: 1,
    });
    expect(program.name).toMatch(/^Jornal da Manhã \w+$/);
    expect((await call('GET', `/api/programs/${program.id}`, kit.writerCookie)).json()).toEqual(
      program,
    );
    expect(
      (await call('GET', `/api/programs/${program.id}/presenters`, kit.writerCookie)).json(),
    ).toEqual([{ id: presenter!.id, name: presenter!.name, nickname: presenter!.nickname }]);
    expect(
      idsOf(
        (await call('GET', `/api/programs/${program.id}/imageEditors`, kit.writerCookie)).json(),
      ),
    ).toEqual([imageEditor!.id]);
    expect((await call('GET', `/api/programs/${program.id}/cg`, kit.writerCookie)).json()).toEqual({
      id: cgDeviceId,
    });
    expect(
      (await call('GET', `/api/programs/${program.id}/playout`, kit.writerCookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/programs/999999', kit.writerCookie)).statusCode).toBe(404);

    const page = (
      await call(
        'GET',
        `/api/programs/filter?filter=${encodeURIComponent(program.name.replace('Manhã', 'MANHA'))}`,
        kit.writerCookie,
      )
    ).json();
    expect(page).toMatchObject({ page: 0, size: 25, total: 1, data: [program] });
    const all = (await call('GET', '/api/programs', kit.writerCookie)).json<ProgramSummary[]>();
    expect(all.find((p) => p.id === program.id)).toEqual({
      id: program.id,
      name: program.name,
      start: '06:00:00',
      end: '08:00:30',
      enabled: true,
      legacyMode: true,
      isRestricted: true,
    });
  });

  it('lists as editors the editors of its groups, or of every group when open', async () => {
    const [inside, outside] = await Promise.all([1, 2].map(() => createUser(kit.tdb.database)));
    const desk = (
      await call(
        'POST',
        '/api/groups',
        (await cookieOf({ permissions: { admin: 'write' } })).cookie,
        { name: unique('Mesa'), editorIds: [inside!.id] },
      )
    ).json();
    const other = await createGroup(kit.tdb.database);
    await kit.tdb.database.db.execute(
      `INSERT INTO group_members (group_id, user_id, role) VALUES (${other.id}, ${outside!.id}, 'editor')`,
    );
    const restricted = await makeProgram({ name: unique('Mesa Restrita'), groupIds: [desk.id] });
    const open = await makeProgram({ name: unique('Mesa Aberta') });
    expect(
      idsOf((await call('GET', `/api/programs/${restricted.id}/editors`, kit.writerCookie)).json()),
    ).toEqual([inside!.id]);
    const openEditors = idsOf(
      (await call('GET', `/api/programs/${open.id}/editors`, kit.writerCookie)).json(),
    );
    expect(openEditors).toEqual(expect.arrayContaining([inside!.id, outside!.id]));
  });

  it('lists as accessible the enabled programs open to the caller by group; root sees all; all-programs lists everything', async () => {
    const sports = await createGroup(kit.tdb.database);
    const news = await createGroup(kit.tdb.database);
    const open = await makeProgram({ name: unique('Aberto') });
    const sportsOnly = await makeProgram({ name: unique('Esporte'), groupIds: [sports.id] });
    const newsOnly = await makeProgram({ name: unique('Notícias'), groupIds: [news.id] });
    const disabled = await makeProgram({ name: unique('Desligado'), enabled: false });
    const mine = [open.id, sportsOnly.id, newsOnly.id, disabled.id];
    const accessible = async (cookie: string) =>
      idsOf((await call('GET', '/api/programs/accessible', cookie)).json()).filter((id) =>
        mine.includes(id),
      );

    const outsider = await cookieOf({ permissions: { program: 'read' } });
    const sportsMember = await cookieOf({
      permissions: { program: 'read' },
      groupIds: [sports.id],
    });
    const root = await cookieOf({ isRoot: true });
    expect(await accessible(outsider.cookie)).toEqual([open.id]);
    expect((await accessible(sportsMember.cookie)).sort()).toEqual([open.id, sportsOnly.id].sort());
    expect((await accessible(root.cookie)).sort()).toEqual(
      [open.id, sportsOnly.id, newsOnly.id].sort(),
    );
    const everything = (await call('GET', '/api/programs', outsider.cookie)).json<
      ProgramSummary[]
    >();
    expect(
      idsOf(everything)
        .filter((id) => mine.includes(id))
        .sort(),
    ).toEqual([...mine].sort());
    expect(everything.find((p) => p.id === newsOnly.id)).not.toHaveProperty('groupIds');

    // A restricted program in full: its members and program administrators only.
    expect((await call('GET', `/api/programs/${sportsOnly.id}`, outsider.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/programs/${sportsOnly.id}/presenters`, outsider.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/programs/${sportsOnly.id}`, sportsMember.cookie)).statusCode,
    ).toBe(200);
    const adminReader = await cookieOf({ permissions: { admin: 'read' } });
    expect(
      (await call('GET', `/api/programs/${sportsOnly.id}`, adminReader.cookie)).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/api/programs/filter?filter=${encodeURIComponent(newsOnly.name)}`,
          adminReader.cookie,
        )
      ).json().total,
    ).toBe(1);
  });

  it('refuses a default announcer or presenter outside the chosen ones (422), changing nothing', async () => {
    const [announcer, presenter] = await Promise.all(
      [1, 2].map(() => createUser(kit.tdb.database)),
    );
    const before = await programCount();
    const bad = await call('POST', '/api/programs', kit.writerCookie, {
      name: unique('Padrão'),
      start: '06:00',
      end: '07:00',
      presenterIds: [presenter!.id],
      defaultPresenterId: announcer!.id,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'rule_violation',
      message: 'program:defaultNotMember',
      details: { field: 'defaultPresenterId' },
    });
    expect(await programCount()).toBe(before);

    const program = await makeProgram({
      name: unique('Padrão'),
      announcerIds: [announcer!.id],
      defaultAnnouncerId: announcer!.id,
    });
    const dropped = await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      announcerIds: [],
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().details).toEqual({ field: 'defaultAnnouncerId' });
    expect((await call('GET', `/api/programs/${program.id}`, kit.writerCookie)).json()).toEqual(
      program,
    );
  });

  it('rejects a duplicate name (409), bad times and unknown references (400), and a stale version (409)', async () => {
    const program = await makeProgram({ name: unique('Jornal do Meio-Dia') });
    const before = await programCount();
    const duplicate = await call('POST', '/api/programs', kit.writerCookie, {
      name: program.name.toLowerCase(),
      start: '12:00',
      end: '13:00',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', details: { field: 'name' } });
    for (const [start, end] of [
      ['24:00', '13:00'],
      ['12:00', '1300'],
      ['meio-dia', '13:00'],
    ]) {
      const response = await call('POST', '/api/programs', kit.writerCookie, {
        name: unique('Hora'),
        start,
        end,
      });
      expect(response.statusCode, `${start}-${end}`).toBe(400);
    }
    const unknown = await call('POST', '/api/programs', kit.writerCookie, {
      name: unique('Fantasma'),
      start: '12:00',
      end: '13:00',
      presenterIds: [987654],
      groupIds: [987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([
      { field: 'presenterIds', key: 'invalid' },
      { field: 'groupIds', key: 'invalid' },
    ]);
    expect(await programCount()).toBe(before);

    const updated = await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      start: '12:30',
      end: '00:30',
      enabled: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      start: '12:30:00',
      end: '00:30:00',
      enabled: false,
      version: 2,
    });
    const stale = await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      name: 'Perdido',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { version: 2, start: '12:30:00' } },
    });
  });

  it('deletes a program without content; one with content can only be disabled (422)', async () => {
    const busy = await makeProgram({ name: unique('Com Conteúdo') });
    withContent.add(busy.id);
    const refused = await call('DELETE', `/api/programs/${busy.id}`, kit.programAdminCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'rule_violation',
      message: 'program:hasContent',
      details: { count: 3 },
    });
    expect((await call('GET', `/api/programs/${busy.id}`, kit.writerCookie)).json()).toEqual(busy);
    const disabled = await call('PUT', `/api/programs/${busy.id}`, kit.writerCookie, {
      ...busy,
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({ enabled: false });

    const free = await makeProgram({
      name: unique('Sem Conteúdo'),
      groupIds: [(await createGroup(kit.tdb.database)).id],
    });
    expect(
      (await call('DELETE', `/api/programs/${free.id}`, kit.programAdminCookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/programs/${free.id}`, kit.writerCookie)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/programs/${free.id}`, kit.programAdminCookie)).statusCode,
    ).toBe(404);
  });

  it('records audit entries of create, update and delete', async () => {
    const program = await makeProgram({ name: unique('Auditado') });
    await call('PUT', `/api/programs/${program.id}`, kit.writerCookie, {
      ...program,
      end: '07:30',
    });
    await call('DELETE', `/api/programs/${program.id}`, kit.programAdminCookie);
    const audit = await auditEntriesOf(kit.tdb.database.db, 'program', program.name);
    expect(audit.map((r) => r.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(audit[1]).toMatchObject({
      entityId: String(program.id),
      label: program.name,
      details: { end: { before: '07:00:00', after: '07:30:00' } },
    });
  });
});
