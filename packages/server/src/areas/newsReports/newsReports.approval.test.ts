import { describe, expect, it } from 'vitest';
import type { NewsReport, Paged } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import {
  createReport,
  editReport,
  loadReport,
  saveReport,
  useNewsReportsWorld,
  slug,
} from './newsReports.testkit';

const w = useNewsReportsWorld();

const approve = (id: number, cookie: string, value = true) =>
  w.call('PUT', `/api/news_reports/${id}/approve`, cookie, { approve: value });

describe('news report approval, sharing and events', () => {
  it('approves and disapproves only with the approval role; the flag changes only on success', async () => {
    const a = await createReport(w);
    const writer = await approve(a.id, w.cookies.writer);
    expect(writer.statusCode).toBe(403);
    expect(writer.json()).toMatchObject({ code: 'forbidden' });
    expect(await loadReport(w, a.id)).toMatchObject({ ok: false, version: 1 });

    const ok = await approve(a.id, w.cookies.approver);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<NewsReport>()).toMatchObject({
      ok: true,
      version: 2,
      abilities: { canApprove: true },
    });
    const history = (
      await w.call('GET', `/api/news_reports/${a.id}/history`, w.cookies.reader)
    ).json<{ changes: { field: string }[] }[]>();
    expect(history[0]!.changes).toEqual([{ field: 'ok', before: false, after: true }]);
    // Approving again changes nothing.
    expect((await approve(a.id, w.cookies.approver)).json<NewsReport>().version).toBe(2);
    // A save keeps the approval.
    expect(
      (
        await saveReport(w, await loadReport(w, a.id), w.cookies.writer, { information: 'x' })
      ).json<NewsReport>().ok,
    ).toBe(true);

    // Refused while another user edits it.
    expect((await editReport(w, a.id, w.cookies.writer2, true)).statusCode).toBe(200);
    const locked = await approve(a.id, w.cookies.approver, false);
    expect(locked.statusCode).toBe(412);
    expect(locked.json().message).toBe('document:lockedTo');
    expect((await loadReport(w, a.id)).ok).toBe(true);

    const b = await createReport(w);
    expect((await approve(b.id, w.cookies.approver, false)).json<NewsReport>()).toMatchObject({
      ok: false,
      version: 1,
    });
    expect(
      (
        await w.call('PUT', '/api/news_reports/999999/approve', w.cookies.approver, {
          approve: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await w.call('PUT', `/api/news_reports/${b.id}/approve`, w.cookies.approver, {})).statusCode,
    ).toBe(400);
  });

  it('cannot approve a private reportage (422); making one private withdraws its approval', async () => {
    const a = await createReport(w, w.cookies.approver);
    expect((await approve(a.id, w.cookies.approver)).json<NewsReport>().ok).toBe(true);
    const made = await w.call('PUT', `/api/news_reports/${a.id}/private`, w.cookies.approver, {
      isPrivate: true,
    });
    expect(made.json<NewsReport>()).toMatchObject({ isPrivate: true, ok: false });
    const refused = await approve(a.id, w.cookies.approver);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'rule_violation',
      message: 'newsReport:privateCannotBeApproved',
    });
    expect(await loadReport(w, a.id, w.cookies.approver)).toMatchObject({
      ok: false,
      isPrivate: true,
    });
    // Disapproving a private news report is allowed (nothing to do).
    expect((await approve(a.id, w.cookies.approver, false)).statusCode).toBe(200);
  });

  it('masks private reportages of others in answers, searches and events; only the owner shares', async () => {
    const a = await createReport(w, w.cookies.writer, {
      slug: `segredo ${slug()}`,
      date: '2025-07-01',
    });
    const watcher = await connectStomp(w.t.baseUrl, w.cookies.reader, ['/topic/news_reports']);
    try {
      const notOwner = await w.call('PUT', `/api/news_reports/${a.id}/private`, w.cookies.writer2, {
        isPrivate: true,
      });
      expect(notOwner.json()).toMatchObject({
        code: 'forbidden',
        message: 'newsReport:onlyOwnerShares',
      });
      const made = await w.call('PUT', `/api/news_reports/${a.id}/private`, w.cookies.writer, {
        isPrivate: true,
      });
      expect(made.json<NewsReport>()).toMatchObject({
        isPrivate: true,
        visible: true,
        slug: a.slug,
      });
      const masked = await watcher.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'UPDATE',
      );
      expect(masked.data).toMatchObject({
        visible: false,
        slug: '',
        lead: '',
        sections: [],
        cgs: [],
      });
      expect(await loadReport(w, a.id, w.cookies.reader)).toMatchObject({
        visible: false,
        slug: '',
        information: '',
        sections: [],
        cgs: [],
        abilities: { canEdit: false },
      });
      const search = (
        await w.call(
          'GET',
          `/api/news_reports/filter?text=${encodeURIComponent(a.slug)}`,
          w.cookies.writer2,
        )
      ).json<Paged<NewsReport>>();
      expect(search.total).toBe(0);
      expect((await editReport(w, a.id, w.cookies.writer2)).statusCode).toBe(403);
      expect(
        (await w.call('GET', `/api/news_reports/${a.id}/revisions`, w.cookies.writer2)).statusCode,
      ).toBe(403);
      const shared = await w.call(
        'PUT',
        `/api/news_reports/${a.id}/allowed_users`,
        w.cookies.writer,
        { userIds: [w.ids.writer2] },
      );
      expect(shared.json<NewsReport>().allowedUserIds).toEqual([w.ids.writer2]);
      expect(await loadReport(w, a.id, w.cookies.writer2)).toMatchObject({
        visible: true,
        slug: a.slug,
        abilities: { canEdit: true, canShare: false },
      });
      await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
        field: 'information',
        value: 'Fonte sigilosa',
      });
      const patch = await watcher.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'PATCH',
      );
      expect(patch.data).toMatchObject({
        field: 'information',
        value: '',
        newsReport: { visible: false, information: '' },
      });
    } finally {
      await watcher.close();
    }
  });

  it('hides reportages of programs restricted to groups from outsiders, in answers, lists and events', async () => {
    const outsiderWatch = await connectStomp(w.t.baseUrl, w.cookies.outsider, [
      '/topic/news_reports',
    ]);
    const memberWatch = await connectStomp(w.t.baseUrl, w.cookies.member, ['/topic/news_reports']);
    try {
      const closed = await createReport(w, w.cookies.member, {
        date: '2025-08-01',
        programsIds: [w.restrictedProgramId],
      });
      const open = await createReport(w, w.cookies.member, {
        date: '2025-08-01',
        programsIds: [w.openProgramId],
      });
      await memberWatch.next('/topic/news_reports', (e) => e.id === String(closed.id));
      await outsiderWatch.next('/topic/news_reports', (e) => e.id === String(open.id));
      expect(
        outsiderWatch.received.get('/topic/news_reports')?.some((e) => e.id === String(closed.id)),
      ).toBe(false);
      expect(
        (await w.call('GET', `/api/news_reports/${closed.id}`, w.cookies.outsider)).statusCode,
      ).toBe(404);
      const all = (
        await w.call(
          'GET',
          '/api/news_reports/filter?from=2025-08-01&to=2025-08-01&allPrograms=true',
          w.cookies.outsider,
        )
      ).json<Paged<NewsReport>>();
      expect(all.data.map((r) => r.id)).toEqual([open.id]);
      // Without allPrograms only the caller's own programs (by group) and news reports without one.
      const own = (
        await w.call(
          'GET',
          '/api/news_reports/filter?from=2025-08-01&to=2025-08-01',
          w.cookies.member,
        )
      ).json<Paged<NewsReport>>();
      expect(own.data.map((r) => r.id)).toEqual([closed.id]);
      const outsiderCreate = await w.call('POST', '/api/news_reports', w.cookies.outsider, {
        slug: 'fora',
        date: '2025-08-01',
        reporterId: w.ids.outsider,
        programsIds: [w.restrictedProgramId],
      });
      expect(outsiderCreate.statusCode).toBe(400);
    } finally {
      await outsiderWatch.close();
      await memberWatch.close();
    }
  });

  it('publishes CREATE, UPDATE, PATCH and DELETE on a real STOMP client', async () => {
    const stomp = await connectStomp(w.t.baseUrl, w.cookies.reader, ['/topic/news_reports']);
    try {
      const a = await createReport(w);
      const created = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'CREATE',
      );
      expect(created).toMatchObject({
        entity: 'news_report',
        version: 1,
        data: { id: a.id, slug: a.slug, abilities: { canEdit: false } },
      });
      // Approved before the reporter opens it (an open editor's lock refuses approvals).
      await approve(a.id, w.cookies.approver);
      const approved = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.version === 2,
      );
      expect(approved).toMatchObject({ action: 'UPDATE', data: { ok: true } });
      const current = await loadReport(w, a.id);
      expect(
        (await saveReport(w, current, w.cookies.writer, { cameraman: 'Outro' })).statusCode,
      ).toBe(200);
      const updated = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'UPDATE' && e.version === 3,
      );
      expect(updated).toMatchObject({ data: { cameraman: 'Outro', ok: true } });
      await w.call('PATCH', `/api/news_reports/${a.id}`, w.cookies.writer, {
        field: 'date',
        value: '2025-03-11',
      });
      const patched = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'PATCH',
      );
      expect(patched.data).toMatchObject({
        id: a.id,
        field: 'date',
        value: '2025-03-11',
        newsReport: { date: '2025-03-11', version: 4 },
      });
      await w.call('DELETE', `/api/news_reports/${a.id}`, w.cookies.writer);
      const deleted = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'DELETE',
      );
      expect(deleted.data).toEqual({ id: a.id, date: '2025-03-11' });
      await w.call('PUT', `/api/news_reports/${a.id}/restore`, w.cookies.writer);
      const back = await stomp.next(
        '/topic/news_reports',
        (e) => e.id === String(a.id) && e.action === 'CREATE' && e.version === 6,
      );
      expect(back.data).toMatchObject({ excluded: false });
    } finally {
      await stomp.close();
    }
  });
});
