import { describe, expect, it } from 'vitest';
import type { LockView, NewsReport, Paged } from '@newsroom/domain';
import {
  createReport,
  editReport,
  loadReport,
  saveReport,
  useNewsReportsWorld,
} from './newsReports.testkit';

const w = useNewsReportsWorld();

describe('news report documents: locks, versions, patches, trash', () => {
  it('locks for editing: another user is refused, may take over, and the first loses the save', async () => {
    const a = await createReport(w);
    const first = await editReport(w, a.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ lock: LockView; newsReport: NewsReport }>()).toMatchObject({
      lock: { entityType: 'news_report', entityId: String(a.id), userId: w.ids.writer },
      newsReport: { id: a.id },
    });
    const refused = await editReport(w, a.id, w.cookies.writer2);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ code: 'locked_by_other', message: 'document:lockedTo' });
    const blocked = await saveReport(w, a, w.cookies.writer2, { slug: 'outro' });
    expect(blocked.json()).toMatchObject({ code: 'lock_lost', message: 'document:lockLost' });
    expect((await editReport(w, a.id, w.cookies.writer2, true)).statusCode).toBe(200);
    const lost = await saveReport(w, a, w.cookies.writer, { slug: 'perdido' });
    expect(lost.statusCode).toBe(412);
    expect(lost.json().code).toBe('lock_lost');
    expect((await loadReport(w, a.id)).slug).toBe(a.slug);
    const saved = await saveReport(w, a, w.cookies.writer2, { slug: 'salvo pela segunda' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NewsReport>()).toMatchObject({ slug: 'SALVO PELA SEGUNDA', version: 2 });
  });

  it('refuses a stale save with the current reportage, and keeps revisions and history', async () => {
    const a = await createReport(w);
    const ok = await saveReport(w, a, w.cookies.writer, { information: 'Nova informação' });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await saveReport(w, a, w.cookies.writer, { information: 'atrasada' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: a.id, version: 2, information: 'Nova informação' } },
    });
    expect((await loadReport(w, a.id)).information).toBe('Nova informação');
    const revs = (
      await w.call('GET', `/api/news_reports/${a.id}/revisions`, w.cookies.reader)
    ).json<{ revisionNumber: number; snapshot: unknown }[]>();
    expect(revs.map((r) => r.revisionNumber)).toEqual([2, 1]);
    const history = (
      await w.call('GET', `/api/news_reports/${a.id}/history`, w.cookies.reader)
    ).json<Record<string, unknown>[]>();
    expect(history[0]).toEqual({
      revisionNumber: 2,
      revisionDate: expect.any(String),
      revisorNickname: expect.any(String),
      revisorIP: expect.any(String),
      changes: [
        { field: 'information', before: 'Sabesp promete nota às 10h.', after: 'Nova informação' },
      ],
    });
    expect(history[1]).toMatchObject({ revisionNumber: 1, changes: [] });
  });

  it('patches one field; a refused patch carries field, newValue and oldValue and changes nothing', async () => {
    const a = await createReport(w);
    const ok = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'slug',
      value: 'nova retranca',
    });
    expect(ok.json<NewsReport>()).toMatchObject({ slug: 'NOVA RETRANCA', version: 2 });
    const long = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
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
    const noReporter = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'reporterId',
      value: null,
    });
    expect(noReporter.json()).toMatchObject({
      details: {
        field: 'reporterId',
        oldValue: w.ids.writer,
        fields: [{ field: 'reporterId', key: 'required' }],
      },
    });
    const unknownReporter = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'reporterId',
      value: 999_999,
    });
    expect(unknownReporter.json()).toMatchObject({
      details: { field: 'reporterId', newValue: 999_999, oldValue: w.ids.writer },
    });
    const notPatchable = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'ok',
      value: true,
    });
    expect(notPatchable.statusCode).toBe(400);
    expect((await editReport(w, a.id, w.cookies.writer2)).statusCode).toBe(200);
    const locked = await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
      field: 'state',
      value: 'EDITING',
    });
    expect(locked.statusCode).toBe(412);
    expect(locked.json()).toMatchObject({
      message: 'document:lockedTo',
      details: { field: 'state', newValue: 'EDITING', oldValue: 'PRODUCING' },
    });
    expect(await loadReport(w, a.id)).toMatchObject({
      slug: 'NOVA RETRANCA',
      state: 'PRODUCING',
      ok: false,
      version: 2,
    });
  });

  it('refuses deleting a reportage another user edits, then trashes and restores it', async () => {
    const a = await createReport(w, w.cookies.writer, { date: '2025-05-02' });
    expect((await editReport(w, a.id, w.cookies.writer2)).statusCode).toBe(200);
    const refused = await w.call('DELETE', `/api/news_reports/${a.id}`, w.cookies.writer);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      code: 'precondition_failed',
      message: 'document:inEdition',
    });
    expect((await loadReport(w, a.id)).excluded).toBe(false);
    expect(
      (await w.call('DELETE', `/api/news_reports/${a.id}`, w.cookies.writer2)).statusCode,
    ).toBe(204);
    expect(await loadReport(w, a.id)).toMatchObject({
      excluded: true,
      abilities: { canEdit: false },
    });
    const day = (
      await w.call(
        'GET',
        '/api/news_reports/filter?from=2025-05-02&to=2025-05-02',
        w.cookies.reader,
      )
    ).json<Paged<NewsReport>>();
    expect(day.data.map((r) => r.id)).not.toContain(a.id);
    const trash = (
      await w.call('GET', '/api/news_reports/excluded?size=500', w.cookies.reader)
    ).json<Paged<NewsReport>>();
    expect(trash.data.map((r) => r.id)).toContain(a.id);
    expect((await editReport(w, a.id, w.cookies.writer2)).json().message).toBe(
      'document:alreadyExcluded',
    );
    const restored = await w.call('PUT', `/api/news_reports/${a.id}/restore`, w.cookies.writer);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<NewsReport>().excluded).toBe(false);
    expect(
      (await w.call('PUT', `/api/news_reports/${a.id}/restore`, w.cookies.writer)).json().message,
    ).toBe('document:notExcluded');
    expect((await w.call('DELETE', '/api/news_reports/999999', w.cookies.writer)).statusCode).toBe(
      404,
    );
  });
});
