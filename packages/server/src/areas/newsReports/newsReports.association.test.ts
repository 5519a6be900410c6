import { describe, expect, it } from 'vitest';
import type { Assignment, NewsReport } from '@newsroom/domain';
import { createUser, loginCookie } from '../../test/testApp';
import { connectStomp } from '../../test/stompClient';
import {
  createReport,
  assignmentBody,
  loadReport,
  useNewsReportsWorld,
} from './newsReports.testkit';

const w = useNewsReportsWorld();

type Association = { assignment: Assignment | null; excluded: boolean; newsReport?: NewsReport };

async function assignment(overrides: Record<string, unknown> = {}): Promise<Assignment> {
  const response = await w.call(
    'POST',
    '/api/assignments',
    w.cookies.writer,
    assignmentBody(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}
const association = async (id: number, cookie = w.cookies.reader) =>
  (await w.call('GET', `/api/news_reports/${id}/assignment`, cookie)).json<Association>();
const associate = (id: number, assignmentId: number, cookie = w.cookies.writer) =>
  w.call('PUT', `/api/news_reports/${id}/assignment`, cookie, { assignmentId });

describe('news reports and guidelines', () => {
  it('creates a reportage from a guideline, associated with it', async () => {
    const g = await assignment({
      reportersIds: [w.ids.writer2],
      programsIds: [w.openProgramId],
      cameraman: 'Zé Imagem',
      information: 'Levar microfone de lapela.',
    });
    const made = await w.call('POST', `/api/news_reports/assignment/${g.id}`, w.cookies.writer, {});
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<NewsReport>()).toMatchObject({
      slug: g.slug,
      date: g.date,
      reporterId: w.ids.writer2,
      programsIds: [w.openProgramId],
      cameraman: 'Zé Imagem',
      information: 'Levar microfone de lapela.',
      assignmentId: g.id,
      ownerId: w.ids.writer,
      ok: false,
    });
    // Without reporters the caller reports it.
    const bare = await assignment({ reportersIds: [] });
    const mine = await w.call('POST', `/api/news_reports/assignment/${bare.id}`, w.cookies.writer);
    expect(mine.json<NewsReport>().reporterId).toBe(w.ids.writer);
    expect(
      (await w.call('POST', '/api/news_reports/assignment/999999', w.cookies.writer)).statusCode,
    ).toBe(404);
    // Writing news reports without reading assignments is not enough.
    expect(
      (await w.call('POST', `/api/news_reports/assignment/${g.id}`, w.cookies.member)).statusCode,
    ).toBe(403);
  });

  it('gets, associates, reassociates and removes an association keeping the guideline', async () => {
    const a = await createReport(w);
    expect(await association(a.id)).toEqual({ assignment: null, excluded: false });
    const g1 = await assignment();
    const g2 = await assignment();
    const first = await associate(a.id, g1.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Association>()).toMatchObject({
      assignment: { id: g1.id, slug: g1.slug },
      excluded: false,
      newsReport: { assignmentId: g1.id, version: 2 },
    });
    expect(await association(a.id)).toMatchObject({ assignment: { id: g1.id }, excluded: false });
    const again = await associate(a.id, g2.id);
    expect(again.json<Association>()).toMatchObject({
      assignment: { id: g2.id },
      newsReport: { assignmentId: g2.id, version: 3 },
    });
    expect((await associate(a.id, 999_999)).statusCode).toBe(404);
    expect((await loadReport(w, a.id)).assignmentId).toBe(g2.id);

    const removed = await w.call(
      'DELETE',
      `/api/news_reports/${a.id}/assignment?keepGuideline=true`,
      w.cookies.writer,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Association>()).toMatchObject({
      assignment: null,
      newsReport: { assignmentId: null, version: 4 },
    });
    expect(
      (await w.call('GET', `/api/assignments/${g2.id}`, w.cookies.reader)).json<Assignment>()
        .excluded,
    ).toBe(false);
    const history = (
      await w.call('GET', `/api/news_reports/${a.id}/history`, w.cookies.reader)
    ).json<{ changes: { field: string; before: unknown; after: unknown }[] }[]>();
    expect(history[0]!.changes).toEqual([{ field: 'assignmentId', before: g2.id, after: null }]);
  });

  it('shows a trashed guideline with the excluded marker and refuses associating one', async () => {
    const a = await createReport(w);
    const g = await assignment();
    await associate(a.id, g.id);
    expect((await w.call('DELETE', `/api/assignments/${g.id}`, w.cookies.writer)).statusCode).toBe(
      204,
    );
    expect(await association(a.id)).toMatchObject({
      assignment: { id: g.id, excluded: true },
      excluded: true,
    });
    const b = await createReport(w);
    expect((await associate(b.id, g.id)).statusCode).toBe(404);
  });

  it('removes the association and trashes the guideline with keepGuideline=false', async () => {
    const a = await createReport(w);
    const g = await assignment();
    await associate(a.id, g.id);
    // Someone editing the assignment blocks it: 412, nothing changes.
    expect(
      (await w.call('POST', `/api/assignments/${g.id}/edit`, w.cookies.writer2, {})).statusCode,
    ).toBe(200);
    const blocked = await w.call(
      'DELETE',
      `/api/news_reports/${a.id}/assignment?keepGuideline=false`,
      w.cookies.writer,
    );
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json().message).toBe('document:inEdition');
    expect((await loadReport(w, a.id)).assignmentId).toBe(g.id);
    // Without writing assignments: 403.
    const reportOnly = await loginCookie(
      w.t.app,
      (
        await createUser(w.tdb.database, {
          permissions: { news_report: 'write', assignment: 'read' },
        })
      ).nickname,
    );
    expect(
      (
        await w.call(
          'DELETE',
          `/api/news_reports/${a.id}/assignment?keepGuideline=false`,
          reportOnly,
        )
      ).statusCode,
    ).toBe(403);

    const g2 = await assignment();
    await associate(a.id, g2.id);
    const watch = await connectStomp(w.t.baseUrl, w.cookies.reader, ['/topic/assignments']);
    try {
      const removed = await w.call(
        'DELETE',
        `/api/news_reports/${a.id}/assignment?keepGuideline=false`,
        w.cookies.writer,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<Association>().newsReport).toMatchObject({ assignmentId: null });
      const trashed = await watch.next(
        '/topic/assignments',
        (e) => e.id === String(g2.id) && e.action === 'DELETE',
      );
      expect(trashed.data).toEqual({ id: g2.id, date: g2.date });
      expect(
        (await w.call('GET', `/api/assignments/${g2.id}`, w.cookies.reader)).json<Assignment>()
          .excluded,
      ).toBe(true);
    } finally {
      await watch.close();
    }
    // Nothing associated any more: nothing to remove, nothing changes.
    const none = await w.call('DELETE', `/api/news_reports/${a.id}/assignment`, w.cookies.writer);
    expect(none.json<Association>()).toMatchObject({
      assignment: null,
      newsReport: { version: (await loadReport(w, a.id)).version },
    });
  });

  it('seeds a story from a reportage: texts in the HEADER / VT / FOOTER layout, CGs with fields', async () => {
    const a = await createReport(w, w.cookies.writer, { programsIds: [w.openProgramId] });
    const storyWriter = await loginCookie(
      w.t.app,
      (await createUser(w.tdb.database, { permissions: { story: 'write', news_report: 'read' } }))
        .nickname,
    );
    const made = await w.call('POST', '/api/stories/sources', storyWriter, {
      sourceType: 'reportage',
      sourceId: a.id,
      destination: 'ON_DRAWER',
    });
    expect(made.statusCode, made.body).toBe(201);
    const story = made.json<{
      slug: string;
      programId: number;
      reporterId: number;
      information: string;
      manualVt: boolean;
      vtMs: number;
      sections: {
        type: string;
        subSections: { type: string; text: string; code: string; cgFields: unknown[] }[];
      }[];
    }>();
    expect(story).toMatchObject({
      slug: a.slug,
      programId: w.openProgramId,
      reporterId: w.ids.writer,
      information: a.information,
      manualVt: true,
      vtMs: a.totalMs,
    });
    expect(story.sections.map((s) => s.type)).toEqual(['HEADER', 'VT', 'FOOTER']);
    const vt = story.sections[1]!.subSections;
    expect(vt.map((s) => s.type)).toEqual(['CAMERA_TEXT', 'TEXT', 'CG']);
    expect(vt[0]!.text).toBe(a.sections[0]!.content);
    expect(vt[2]).toMatchObject({
      code: '12',
      cgFields: [
        { name: 'Nome', value: 'Maria Aparecida', size: 30 },
        { name: 'Função', value: 'Dona de casa', size: 30 },
      ],
    });
    const noRole = await loginCookie(
      w.t.app,
      (await createUser(w.tdb.database, { permissions: { story: 'write' } })).nickname,
    );
    const body = { sourceType: 'reportage', sourceId: a.id, destination: 'ON_DRAWER' };
    expect((await w.call('POST', '/api/stories/sources', noRole, body)).statusCode).toBe(403);
    expect(
      (await w.call('POST', '/api/stories/sources', storyWriter, { ...body, sourceId: 999_999 }))
        .statusCode,
    ).toBe(404);
  });
});
