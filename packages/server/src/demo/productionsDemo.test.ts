import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { describe, expect, it } from 'vitest';
import type { Production } from '@newsroom/domain';
import { assignments } from '../platform/db/schema';
import { loginCookie } from '../test/testApp';
import { useDemoApp } from './demoTestkit';
import { DEMO_PASSWORD } from './demoData';

let assignmentId: number;
const now = new Date('2025-03-10T15:00:00Z');
const today = newsroomToday('America/Sao_Paulo', now);
const assignmentDate = addDaysToDate(today, 2);

const { tdb, t } = useDemoApp(now, async () => {
  // An assignment the productions' seed finds by slug (as the assignments' seed would leave it).
  const [assignment] = await tdb.database.db
    .insert(assignments)
    .values({ slug: 'OBRAS DA LINHA 6', date: assignmentDate })
    .returning();
  assignmentId = assignment!.id;
});

describe('productions demo', () => {
  it('seeds types, resources and checklists for today and tomorrow with places and tasks', async () => {
    const cookie = await loginCookie(t.app, 'produtor', DEMO_PASSWORD);
    const get = async <T>(url: string) =>
      (await t.app.inject({ url, headers: { cookie } })).json<T>();
    const types = await get<{ name: string }[]>('/api/production_types');
    expect(types.map((x) => x.name).sort()).toEqual([
      'Entrada ao vivo',
      'Estúdio',
      'Gravação externa',
    ]);
    const resources = await get<{ name: string }[]>('/api/production_resources');
    expect(resources.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Kit câmera 4K', 'Drone', 'Unidade móvel de link', 'Iluminação']),
    );
    const day = await get<Production[]>(`/api/productions?date=${today}`);
    expect(day.map((p) => p.slug)).toEqual([
      'AO VIVO PAULISTA',
      'ENCHENTES ZONA LESTE',
      'ENTREVISTA SECRETÁRIO DE SAÚDE',
    ]);
    const notDone = await get<Production[]>(`/api/productions?date=${today}&onlyNotDone=true`);
    expect(notDone.map((p) => p.slug)).not.toContain('AO VIVO PAULISTA');
    const floods = day.find((p) => p.slug === 'ENCHENTES ZONA LESTE')!;
    expect(floods).toMatchObject({
      schedule: '09:00:00',
      departure: '08:15:00',
      arrival: '12:30:00',
    });
    expect(floods.latitude).toBeCloseTo(-23.54, 1);
    expect(floods.teamId).not.toBeNull();
    expect(floods.resourcesIds).toHaveLength(2);
    expect(floods.tasks.filter((task) => task.done)).toHaveLength(2);
    expect(floods.tasks.filter((task) => !task.done)).toHaveLength(1);
    const tomorrow = await get<Production[]>(`/api/productions?date=${addDaysToDate(today, 1)}`);
    expect(tomorrow.map((p) => p.slug)).toEqual(['CLÁSSICO NO MORUMBI']);
    const history = await get<unknown[]>(`/api/productions/${floods.id}/revisions`);
    expect(history).toHaveLength(1);
  });

  it("attaches a checklist to the guideline with its slug, on the guideline's date", async () => {
    const cookie = await loginCookie(t.app, 'produtor', DEMO_PASSWORD);
    const response = await t.app.inject({
      url: `/api/productions/assignment/${assignmentId}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Production>()).toMatchObject({
      slug: 'OBRAS DA LINHA 6',
      date: assignmentDate,
      assignmentId: assignmentId,
    });
  });
});
