import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewsReport, Paged } from '@newsroom/domain';
import { locks, newsReports, revisions } from '../../platform/db/schema';
import {
  createReport,
  editReport,
  expectFieldError,
  loadReport,
  reportBody,
  saveReport,
  setReadRates,
  useNewsReportsWorld,
  slug,
} from './newsReports.testkit';

const w = useNewsReportsWorld();

const rowCount = async () =>
  (await w.tdb.database.db.select({ n: count() }).from(newsReports))[0]!.n;
const revisionCount = async (id: number) =>
  (
    await w.tdb.database.db
      .select({ n: count() })
      .from(revisions)
      .where(eq(revisions.entityId, String(id)))
  )[0]!.n;

describe('news reports', () => {
  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/news_reports/filter'],
      ['GET', '/api/news_reports/excluded'],
      ['GET', '/api/news_reports/1'],
      ['POST', '/api/news_reports/1/edit'],
      ['GET', '/api/news_reports/1/revisions'],
      ['GET', '/api/news_reports/1/history'],
      ['GET', '/api/news_reports/1/assignment'],
      ['POST', '/api/news_reports'],
      ['POST', '/api/news_reports/1/copy'],
      ['POST', '/api/news_reports/assignment/1'],
      ['PUT', '/api/news_reports/1'],
      ['PATCH', '/api/news_reports/1'],
      ['DELETE', '/api/news_reports/1'],
      ['PUT', '/api/news_reports/1/restore'],
      ['PUT', '/api/news_reports/1/approve'],
      ['PUT', '/api/news_reports/1/assignment'],
      ['DELETE', '/api/news_reports/1/assignment'],
      ['PUT', '/api/news_reports/1/private'],
      ['PUT', '/api/news_reports/1/allowed_users'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await w.call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('needs news report read to see and write to change, changing nothing otherwise', async () => {
    const a = await createReport(w);
    const before = await rowCount();
    for (const [method, url] of [
      ['GET', '/api/news_reports/filter'],
      ['GET', '/api/news_reports/excluded'],
      ['GET', `/api/news_reports/${a.id}`],
      ['GET', `/api/news_reports/${a.id}/revisions`],
      ['GET', `/api/news_reports/${a.id}/history`],
      ['GET', `/api/news_reports/${a.id}/assignment`],
    ] as const) {
      expect((await w.call(method, url, w.cookies.nobody)).statusCode, url).toBe(403);
      expect((await w.call(method, url, w.cookies.reader)).statusCode, url).toBe(200);
    }
    const body = reportBody(w.ids.reader);
    for (const [method, url, payload] of [
      ['POST', `/api/news_reports/${a.id}/edit`, {}],
      ['POST', '/api/news_reports', body],
      ['POST', `/api/news_reports/${a.id}/copy`, {}],
      ['POST', '/api/news_reports/assignment/1', {}],
      ['PUT', `/api/news_reports/${a.id}`, { ...body, version: 1 }],
      ['PATCH', `/api/news_reports/${a.id}`, { field: 'cameraman', value: 'Outro' }],
      ['DELETE', `/api/news_reports/${a.id}`, undefined],
      ['PUT', `/api/news_reports/${a.id}/restore`, undefined],
      ['PUT', `/api/news_reports/${a.id}/approve`, { approve: true }],
      ['PUT', `/api/news_reports/${a.id}/assignment`, { assignmentId: 1 }],
      ['DELETE', `/api/news_reports/${a.id}/assignment`, undefined],
      ['PUT', `/api/news_reports/${a.id}/private`, { isPrivate: true }],
      ['PUT', `/api/news_reports/${a.id}/allowed_users`, { userIds: [] }],
    ] as const) {
      const answer = await w.call(method, url, w.cookies.reader, payload);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(403);
    }
    expect(await rowCount()).toBe(before);
    expect(await loadReport(w, a.id)).toMatchObject({ version: 1, excluded: false, ok: false });
  });

  it('loads for edit only by POST: a GET of /edit, takeOver or not, locks nothing', async () => {
    const a = await createReport(w);
    const lockOf = async () =>
      (
        await w.tdb.database.db
          .select()
          .from(locks)
          .where(eq(locks.entityId, String(a.id)))
      ).filter((l) => l.entityType === 'news_report');
    const url = `/api/news_reports/${a.id}/edit`;
    expect((await w.call('GET', url, w.cookies.writer)).statusCode).toBe(405);
    expect(await lockOf()).toEqual([]);
    expect((await editReport(w, a.id)).statusCode).toBe(200);
    const held = await lockOf();
    expect((await w.call('GET', `${url}?takeOver=true`, w.cookies.writer2)).statusCode).toBe(405);
    expect(await lockOf()).toEqual(held);
    const taken = await editReport(w, a.id, w.cookies.writer2, true);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await lockOf()).toMatchObject([{ userId: w.ids.writer2 }]);
  });

  it('creates a reportage with every section type and a CG, and filters it', async () => {
    const a = await createReport(w, w.cookies.writer, { date: '2025-04-01' });
    expect(a).toMatchObject({
      slug: expect.stringMatching(/^REPORTAGEM [0-9A-F]{6}$/),
      date: '2025-04-01',
      reporterId: w.ids.writer,
      ok: false,
      assignmentId: null,
      ownerId: w.ids.writer,
      version: 1,
      visible: true,
      abilities: { canEdit: true, canDelete: true, canShare: true, canApprove: false },
    });
    expect(a.sections.map((s) => [s.index, s.type])).toEqual([
      [0, 'APPEARANCE'],
      [1, 'OFF'],
      [2, 'INTERVIEW'],
      [3, 'ART'],
      [4, 'SOUNDUP'],
    ]);
    expect(a.cgs[0]).toMatchObject({ index: 0, ciiData: { templateCode: '12' }, mosData: null });
    const newer = await createReport(w, w.cookies.writer, { date: '2025-04-03' });
    const page = (
      await w.call(
        'GET',
        '/api/news_reports/filter?from=2025-04-01&to=2025-04-03',
        w.cookies.reader,
      )
    ).json<Paged<NewsReport>>();
    expect(page.data.map((r) => r.id)).toEqual([newer.id, a.id]);
    expect(page.data[0]!.abilities).toMatchObject({ canEdit: false, canApprove: false });
    const text = (
      await w.call(
        'GET',
        `/api/news_reports/filter?text=${encodeURIComponent(a.slug.toLowerCase())}`,
        w.cookies.reader,
      )
    ).json<Paged<NewsReport>>();
    expect(text.data.map((r) => r.id)).toEqual([a.id]);
    const approver = await loadReport(w, a.id, w.cookies.approver);
    expect(approver.abilities.canApprove).toBe(true);
  });

  it("times sections with the reporter's read rate: manual interview kept, art and soundup 0", async () => {
    await setReadRates(w, { [String(w.ids.writer)]: 0.1 }, 0.05);
    const a = await createReport(w);
    expect(a.sections.map((s) => s.durationMs)).toEqual([4000, 2000, 15_000, 0, 0]);
    expect(a.totalMs).toBe(21_000);
    // Another reporter (default rate 0.05) through a patch re-times the automatic sections.
    const patched = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'reporterId',
      value: w.ids.writer2,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<NewsReport>().sections.map((s) => s.durationMs)).toEqual([
      2000, 1000, 15_000, 0, 0,
    ]);
    expect(patched.json<NewsReport>().totalMs).toBe(18_000);
    // A save recomputes too; a section turned manual keeps its typed value.
    const loaded = await loadReport(w, a.id);
    const sections = loaded.sections.map((s) =>
      s.uuid === 's1' ? { ...s, manual: true, durationMs: '01:00' } : s,
    );
    const saved = await saveReport(w, loaded, w.cookies.writer, {
      reporterId: w.ids.writer,
      sections,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NewsReport>().sections.map((s) => s.durationMs)).toEqual([
      60_000, 2000, 15_000, 0, 0,
    ]);
    expect(saved.json<NewsReport>().totalMs).toBe(77_000);
  });

  it('refuses bad input with field paths, changing nothing', async () => {
    const before = await rowCount();
    const post = (overrides: Record<string, unknown>) =>
      w.call('POST', '/api/news_reports', w.cookies.writer, reportBody(w.ids.writer, overrides));
    expectFieldError((await post({ slug: undefined })).json(), 'slug', 'required');
    expectFieldError((await post({ slug: '   ' })).json(), 'slug', 'required');
    expectFieldError((await post({ slug: 'x'.repeat(101) })).json(), 'slug', 'maxChars', 100);
    expectFieldError((await post({ reporterId: undefined })).json(), 'reporterId', 'required');
    expectFieldError((await post({ reporterId: 999_999 })).json(), 'reporterId', 'invalid');
    expectFieldError(
      (await post({ cameraman: 'x'.repeat(61) })).json(),
      'cameraman',
      'maxChars',
      60,
    );
    expectFieldError((await post({ programsIds: [999_999] })).json(), 'programsIds', 'invalid');
    const neither = await post({ cgs: [{ uuid: 'cg' }] });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'editCgInvalid' })]),
    );
    const long = await post({
      cgs: [
        {
          uuid: 'cg',
          ciiData: { fields: [{ uuid: 'f', name: 'Nome', size: 5, value: 'Maria Aparecida' }] },
        },
      ],
    });
    expect(long.statusCode).toBe(400);
    expectFieldError(long.json(), 'cgs.0.ciiData.fields.0.value', 'maxChars', 5);
    expect(await rowCount()).toBe(before);

    const a = await createReport(w);
    const revs = await revisionCount(a.id);
    for (const changes of [
      { slug: '' },
      { reporterId: null },
      { cameraman: 'x'.repeat(61) },
      {
        cgs: [
          { uuid: 'cg', ciiData: { fields: [{ uuid: 'f', name: 'N', size: 2, value: 'abc' }] } },
        ],
      },
      { cgs: [{ uuid: 'cg', ciiData: {}, mosData: {} }] },
    ]) {
      expect((await saveReport(w, a, w.cookies.writer, changes)).statusCode).toBe(400);
    }
    expect(await loadReport(w, a.id)).toMatchObject({ version: 1, slug: a.slug, cgs: a.cgs });
    expect(await revisionCount(a.id)).toBe(revs);
  });

  it('copies a reportage: not approved, the caller its owner, no guideline, on another date if asked', async () => {
    const a = await createReport(w, w.cookies.writer, { slug: slug('cópia') });
    await w.tdb.database.db.update(newsReports).set({ ok: true }).where(eq(newsReports.id, a.id));
    const copy = await w.call('POST', `/api/news_reports/${a.id}/copy`, w.cookies.writer2, {
      date: '2025-06-01',
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json<NewsReport>()).toMatchObject({
      slug: a.slug,
      date: '2025-06-01',
      ok: false,
      ownerId: w.ids.writer2,
      assignmentId: null,
      isPrivate: false,
      version: 1,
      totalMs: a.totalMs,
    });
    expect(copy.json<NewsReport>().id).not.toBe(a.id);
    expect(copy.json<NewsReport>().sections).toHaveLength(5);
    const plain = await w.call('POST', `/api/news_reports/${a.id}/copy`, w.cookies.writer2);
    expect(plain.json<NewsReport>().date).toBe(a.date);
  });
});
