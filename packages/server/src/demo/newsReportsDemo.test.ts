import { newsroomToday } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import type { Assignment, NewsReport, Paged } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { demoReader, useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { t } = useDemoApp(now);

describe('reportages demo', () => {
  it("seeds today's reportages: every section type, CGs, one approved, one associated, one private, two revisions", async () => {
    const get = demoReader(t);
    const url = `/api/news_reports/filter?from=${today}&to=${today}&allPrograms=true`;
    const list = await get<Paged<NewsReport>>(url, 'editor');
    expect(list.total).toBe(4);
    const water = list.data.find((r) => r.slug === 'FALTA DE ÁGUA ZONA LESTE')!;
    expect(new Set(water.sections.map((s) => s.type))).toEqual(
      new Set(['APPEARANCE', 'ART', 'INTERVIEW', 'OFF', 'SOUNDUP']),
    );
    expect(water.sections.find((s) => s.type === 'INTERVIEW')).toMatchObject({
      manual: true,
      durationMs: 18_000,
    });
    expect(water.sections.find((s) => s.type === 'ART')!.durationMs).toBe(0);
    expect(water.totalMs).toBe(water.sections.reduce((sum, s) => sum + s.durationMs, 0));
    expect(water.cgs[0]!.ciiData!.fields[0]).toMatchObject({ name: 'Nome', size: 32 });
    expect(water.version).toBe(2);
    const association = await get<{ assignment: Assignment; excluded: boolean }>(
      `/api/news_reports/${water.id}/assignment`,
      'editor',
    );
    expect(association).toMatchObject({
      assignment: { slug: 'FALTA DE ÁGUA ZONA LESTE' },
      excluded: false,
    });
    const history = await get<{ revisionNumber: number; changes: { field: string }[] }[]>(
      `/api/news_reports/${water.id}/history`,
      'editor',
    );
    expect(history.map((h) => h.revisionNumber)).toEqual([2, 1]);
    expect(history[0]!.changes.map((c) => c.field)).toEqual(['information', 'noteSuggestion']);
    expect(list.data.filter((r) => r.ok)).toHaveLength(1);
    // The intern's private news report is masked for the reporter.
    const reporterList = await get<Paged<NewsReport>>(url, 'reporter');
    expect(reporterList.data.filter((r) => !r.visible)).toHaveLength(1);
  });

  it('is searchable from the first start (the demo newsroom is indexed)', async () => {
    const answer = await t.app.inject({
      url: '/api/search?q=falta%20de%20agua&mode=PHRASE',
      headers: { cookie: await loginCookie(t.app, 'editor', DEMO_PASSWORD) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const hits = answer.json<{ data: { kind: string; title: string }[] }>().data;
    expect(hits).toContainEqual(
      expect.objectContaining({ kind: 'newsreports', title: 'FALTA DE ÁGUA ZONA LESTE' }),
    );
  });
});
