import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Report, ReportTerm } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { searchAs } from '../search/search.testkit';
import { addTerm, createReport, releaseLock, saveReport } from './reports.testkit';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
const { t, call, signIn } = useTestApp({ clock });
let admin: SignedIn;
let chief: SignedIn;
let writer: SignedIn;
let colleague: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;
let shift: ReportTerm;
let coverage: ReportTerm;
let fire: ReportTerm;
let flood: ReportTerm;

beforeAll(async () => {
  admin = await signIn({ permissions: { admin: 'write' } });
  chief = await signIn({ permissions: { report: 'admin' } });
  writer = await signIn({ permissions: { report: 'write' } });
  colleague = await signIn({ permissions: { report: 'write' } });
  reader = await signIn({ permissions: { report: 'read' } });
  outsider = await signIn({ permissions: { news_report: 'admin' } });
  shift = await addTerm(call, admin.cookie, 'report_categories', 'Plantão');
  coverage = await addTerm(call, admin.cookie, 'report_categories', 'Cobertura');
  fire = await addTerm(call, admin.cookie, 'report_events', 'Incêndio');
  flood = await addTerm(call, admin.cookie, 'report_events', 'Enchente');
});

const getReport = async (who: SignedIn, id: number) =>
  (await call('GET', `/api/reports/${id}`, who.cookie)).json<Report>();

const filter = async (who: SignedIn, query: string) => {
  const response = await call('GET', `/api/reports/filter?${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Paged<Report>>().data.map((report) => report.id);
};

const approve = (who: SignedIn, id: number, value = true) =>
  call('PUT', `/api/reports/${id}/approve`, who.cookie, { approve: value });

describe('reports as documents', () => {
  it('requires authentication and the report role', async () => {
    expect((await call('GET', '/api/reports/filter', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/reports', null, { title: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/reports/filter', outsider.cookie)).statusCode).toBe(403);
    const refused = await call('POST', '/api/reports', reader.cookie, {
      title: 'Plantão',
      date: '2026-11-27',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('creates a report of the caller, its events once each, not approved', async () => {
    const report = await createReport(call, writer.cookie, {
      title: 'Relatório de plantão da madrugada',
      categoryId: shift.id,
      eventIds: [fire.id, flood.id, fire.id],
      text: 'Incêndio em galpão na Mooca.\nAlagamento na Marginal.',
    });
    expect(report).toMatchObject({
      title: 'Relatório de plantão da madrugada',
      date: '2026-11-27',
      categoryId: shift.id,
      eventIds: [fire.id, flood.id],
      text: 'Incêndio em galpão na Mooca.\nAlagamento na Marginal.',
      ok: false,
      ownerId: writer.id,
      version: 1,
      abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: false },
    });
    expect((await getReport(chief, report.id)).abilities.canApprove).toBe(true);
    expect((await getReport(reader, report.id)).abilities).toMatchObject({
      canEdit: false,
      canApprove: false,
    });
  });

  it('refuses unknown categories and events, and days that do not exist', async () => {
    const unknown = await call('POST', '/api/reports', writer.cookie, {
      title: 'x',
      date: '2026-11-27',
      categoryId: 99_999,
      eventIds: [fire.id, 99_998],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields.map((f: { field: string }) => f.field)).toEqual([
      'categoryId',
      'eventIds.1',
    ]);
    const impossible = await call('POST', '/api/reports', writer.cookie, {
      title: 'x',
      date: '2026-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    for (const query of ['from=2026-02-30', 'to=0000-00-00', 'from=2026-13-01', 'eventId=abc']) {
      expect((await call('GET', `/api/reports/filter?${query}`, reader.cookie)).statusCode).toBe(
        400,
      );
    }
  });

  it('edits under the lock, saves over a version with a revision, trashes and restores', async () => {
    const report = await createReport(call, writer.cookie, { title: 'Reunião de pauta' });
    const edit = await call('POST', `/api/reports/${report.id}/edit`, writer.cookie, {});
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ report: { id: report.id }, lock: { userId: writer.id } });
    const saved = await saveReport(call, writer.cookie, report, {
      text: 'Pautas do dia: chuva, trânsito.',
      categoryId: coverage.id,
    });
    expect(saved).toMatchObject({ categoryId: coverage.id, version: 2 });
    const stale = await call('PUT', `/api/reports/${report.id}`, writer.cookie, {
      title: 'Outra',
      date: '2026-11-27',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const revisions = await call('GET', `/api/reports/${report.id}/revisions`, writer.cookie);
    expect(revisions.json<unknown[]>()).toHaveLength(2);
    // Another user's edit is refused while the writer holds the lock.
    expect((await call('DELETE', `/api/reports/${report.id}`, colleague.cookie)).statusCode).toBe(
      412,
    );
    await releaseLock(call, writer.cookie, report.id);
    expect((await call('DELETE', `/api/reports/${report.id}`, writer.cookie)).statusCode).toBe(204);
    expect(await filter(reader, 'text=pauta')).not.toContain(report.id);
    const trash = await call('GET', '/api/trash?kinds=reports', reader.cookie);
    expect(trash.json<Paged<{ id: number; kind: string }>>().data).toContainEqual(
      expect.objectContaining({ id: report.id, kind: 'reports', title: 'Reunião de pauta' }),
    );
    const restored = await call('PUT', `/api/reports/${report.id}/restore`, writer.cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await filter(reader, 'text=pauta')).toContain(report.id);
  });

  it('filters by day, words, category and event; a private report only for its people', async () => {
    const night = await createReport(call, writer.cookie, {
      title: 'Plantão de domingo',
      date: '2026-11-22',
      categoryId: shift.id,
      eventIds: [flood.id],
      text: 'Enchente no Jardim Pantanal',
    });
    const fireCover = await createReport(call, writer.cookie, {
      title: 'Cobertura do incêndio',
      date: '2026-11-23',
      categoryId: coverage.id,
      eventIds: [fire.id],
      text: 'Bombeiros no Pantanal',
    });
    const hidden = await createReport(call, writer.cookie, {
      title: 'Bastidores do Pantanal',
      date: '2026-11-23',
    });
    await call('PUT', `/api/reports/${hidden.id}/private`, writer.cookie, { isPrivate: true });
    const range = 'from=2026-11-22&to=2026-11-23';
    expect(await filter(writer, `${range}&text=pantanal`)).toEqual([
      hidden.id,
      fireCover.id,
      night.id,
    ]);
    expect(await filter(reader, `${range}&text=pantanal`)).toEqual([fireCover.id, night.id]);
    expect(await filter(reader, `${range}`)).toEqual([hidden.id, fireCover.id, night.id]);
    expect(await filter(reader, `${range}&categoryId=${shift.id}`)).toEqual([night.id]);
    expect(await filter(reader, `${range}&eventId=${fire.id}`)).toEqual([fireCover.id]);
    expect(await filter(reader, 'from=2026-11-23&to=2026-11-23&text=pantanal')).toEqual([
      fireCover.id,
    ]);
    expect(await getReport(reader, hidden.id)).toMatchObject({
      visible: false,
      title: '',
      text: '',
      date: '2026-11-23',
    });
  });

  it('is found by the search, a private one only by its people', async () => {
    const report = await createReport(call, writer.cookie, {
      title: 'Ocorrência na Paulista',
      text: 'Manifestação interdita faixas',
    });
    const found = await searchAs(t, reader.cookie, { q: 'manifestação', kinds: 'reports' });
    expect(found.keys).toContain(`reports:${report.id}`);
    await call('PUT', `/api/reports/${report.id}/private`, writer.cookie, { isPrivate: true });
    const hidden = await searchAs(t, reader.cookie, { q: 'manifestação', kinds: 'reports' });
    expect(hidden.keys).not.toContain(`reports:${report.id}`);
    const own = await searchAs(t, writer.cookie, { q: 'manifestação', kinds: 'reports' });
    expect(own.keys).toContain(`reports:${report.id}`);
  });

  it('copies a report as a new one of the caller, not approved', async () => {
    const report = await createReport(call, chief.cookie, {
      title: 'Relatório de cobertura',
      categoryId: coverage.id,
      eventIds: [fire.id],
      text: 'Texto',
    });
    expect((await approve(chief, report.id)).statusCode).toBe(200);
    const response = await call('POST', `/api/reports/${report.id}/copy`, writer.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Report>()).toMatchObject({
      title: 'Relatório de cobertura',
      categoryId: coverage.id,
      eventIds: [fire.id],
      text: 'Texto',
      ownerId: writer.id,
      ok: false,
      isPrivate: false,
    });
    expect((await call('POST', `/api/reports/${report.id}/copy`, reader.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('approval', () => {
  it('approves and disapproves only with ROLE_REPORT_ADMIN; a save keeps it', async () => {
    const report = await createReport(call, writer.cookie, { title: 'Plantão de sábado' });
    expect((await approve(writer, report.id)).statusCode).toBe(403);
    const approved = await approve(chief, report.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Report>()).toMatchObject({ ok: true, version: 2 });
    expect((await approve(chief, report.id)).json<Report>().version).toBe(2);
    const saved = await saveReport(call, writer.cookie, await getReport(writer, report.id), {
      text: 'Mais uma ocorrência',
    });
    expect(saved.ok).toBe(true);
    await releaseLock(call, writer.cookie, report.id);
    const disapproved = await approve(chief, report.id, false);
    expect(disapproved.json<Report>()).toMatchObject({ ok: false, version: 4 });
    expect(
      (await call('PUT', '/api/reports/999999/approve', chief.cookie, { approve: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/reports/${report.id}/approve`, chief.cookie, {})).statusCode,
    ).toBe(400);
  });

  it('refuses while another user edits it, and in the trash', async () => {
    const report = await createReport(call, writer.cookie, { title: 'Em edição' });
    expect(
      (await call('POST', `/api/reports/${report.id}/edit`, writer.cookie, {})).statusCode,
    ).toBe(200);
    const locked = await approve(chief, report.id);
    expect(locked.statusCode).toBe(412);
    expect(locked.json().message).toBe('document:lockedTo');
    await releaseLock(call, writer.cookie, report.id);
    await call('DELETE', `/api/reports/${report.id}`, writer.cookie);
    expect((await approve(chief, report.id)).statusCode).toBe(422);
  });

  it('cannot approve a private report; making one private withdraws its approval', async () => {
    const report = await createReport(call, chief.cookie, { title: 'Reservado' });
    expect((await approve(chief, report.id)).json<Report>().ok).toBe(true);
    const made = await call('PUT', `/api/reports/${report.id}/private`, chief.cookie, {
      isPrivate: true,
    });
    expect(made.json<Report>()).toMatchObject({ isPrivate: true, ok: false });
    const refused = await approve(chief, report.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'rule_violation',
      message: 'reports:privateCannotBeApproved',
    });
    expect((await approve(chief, report.id, false)).statusCode).toBe(200);
    const notOwner = await call('PUT', `/api/reports/${report.id}/private`, writer.cookie, {
      isPrivate: false,
    });
    expect(notOwner.json()).toMatchObject({ code: 'forbidden' });
  });

  it('publishes on the reports topic, a private report masked for others', async () => {
    const watcher = await connectStomp(t.baseUrl, reader.cookie, ['/topic/reports']);
    try {
      const report = await createReport(call, writer.cookie, { title: 'Ao vivo' });
      const created = await watcher.next(
        '/topic/reports',
        (e) => e.id === String(report.id) && e.action === 'CREATE',
      );
      expect(created).toMatchObject({ entity: 'report', data: { title: 'Ao vivo' } });
      await call('PUT', `/api/reports/${report.id}/private`, writer.cookie, { isPrivate: true });
      const masked = await watcher.next(
        '/topic/reports',
        (e) => e.id === String(report.id) && e.action === 'UPDATE',
      );
      expect(masked.data).toMatchObject({ visible: false, title: '', text: '' });
    } finally {
      await watcher.close();
    }
  });
});
