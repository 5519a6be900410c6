import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import type { Assignment, Paged, Proposal } from '@newsroom/domain';
import { demoReader, useDemoApp } from './demoTestkit';

const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);

const { t } = useDemoApp(now);

describe('guidelines demo', () => {
  it("seeds today's and tomorrow's guidelines with guides, contacts, tasks and a private one, and two proposals", async () => {
    const get = demoReader(t);
    const day = await get<Assignment[]>(`/api/assignments?date=${today}`, 'produtor');
    expect(day.length).toBeGreaterThanOrEqual(5);
    expect(new Set(day.map((a) => a.state)).size).toBeGreaterThanOrEqual(4);
    const water = day.find((a) => a.slug === 'FALTA DE ÁGUA ZONA LESTE')!;
    expect(water.guides.length).toBe(3);
    expect(water.guides[1]!.contacts[0]).toMatchObject({
      numbers: expect.arrayContaining([expect.objectContaining({ label: 'work' })]),
      emails: ['padaria.sol@exemplo.com.br'],
    });
    expect(water.tasks.some((task) => task.done) && water.tasks.some((task) => !task.done)).toBe(
      true,
    );
    expect(water.teamId).not.toBeNull();
    expect(water.programsIds).toHaveLength(2);

    const tomorrow = await get<Assignment[]>(
      `/api/assignments?date=${addDaysToDate(today, 1)}`,
      'produtor',
    );
    expect(tomorrow.length).toBeGreaterThanOrEqual(2);

    // The producer's private assignment is masked for the reporter.
    const reporterDay = await get<Assignment[]>(`/api/assignments?date=${today}`, 'reporter');
    expect(reporterDay.filter((a) => !a.visible)).toHaveLength(1);
    expect(day.filter((a) => a.isPrivate && a.visible)).toHaveLength(1);

    const proposals = await get<Paged<Proposal>>('/api/assignment_proposals', 'produtor');
    expect(proposals.total).toBe(2);
    const converted = proposals.data.find((p) => p.assignmentId !== null)!;
    expect(day.find((a) => a.id === converted.assignmentId)).toMatchObject({
      proposalId: converted.id,
      programsIds: [],
    });
    const history = await get<unknown[]>(`/api/assignments/${water.id}/revisions`, 'produtor');
    expect(history).toHaveLength(1);
  });
});
