import { describe, expect, it } from 'vitest';
import type { Paged, Report, ReportTerm, SearchHit } from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('reports demo', () => {
  it('has categories, events and reports of the last weeks, one approved and one private', async () => {
    const get = demoReader(t);
    const categories = await get<ReportTerm[]>('/api/report_categories', 'reporter');
    expect(categories.map((category) => category.name)).toEqual([
      'Cobertura',
      'Ocorrência',
      'Plantão',
      'Reunião de pauta',
    ]);
    const events = await get<ReportTerm[]>('/api/report_events', 'produtor');
    expect(events.map((event) => event.name)).toContain('Enchente');

    const all = await get<Paged<Report>>('/api/reports/filter?from=2025-02-01', 'produtor');
    expect(all.total).toBe(6);
    const night = all.data[0]!;
    expect(night).toMatchObject({
      title: 'Relatório de plantão da madrugada',
      date: '2025-03-09',
      ok: true,
      version: 3,
      categoryId: categories.find((category) => category.name === 'Plantão')!.id,
      abilities: { canEdit: true, canApprove: false },
    });
    expect(night.eventIds).toHaveLength(2);
    const revisions = await get<unknown[]>(`/api/reports/${night.id}/revisions`, 'reporter');
    expect(revisions).toHaveLength(3);
    expect(all.data.filter((report) => !report.visible)).toHaveLength(1);
    const mine = await get<Paged<Report>>('/api/reports/filter?text=eleitoral', 'editor');
    expect(mine.data[0]).toMatchObject({ isPrivate: true, visible: true });
    expect(mine.data[0]?.abilities.canApprove).toBe(true);

    const found = await get<Paged<SearchHit>>('/api/search?q=galpao&kinds=reports', 'apresentador');
    expect(found.data.map((hit) => hit.title)).toEqual(['Relatório de plantão da madrugada']);
  });
});
