import { describe, expect, it } from 'vitest';
import type { Charts } from '@newsroom/domain';
import { loginCookie } from '../test/testApp';
import { DEMO_PASSWORD } from './demoData';
import { demoReader, useDemoApp } from './demoTestkit';

const { t } = useDemoApp(new Date('2025-03-10T15:00:00Z'));

describe('charts demo', () => {
  it('gives the editor-in-chief a month of figures to chart', async () => {
    const get = demoReader(t);
    const charts = await get<Charts>('/api/charts?from=2025-02-08&to=2025-03-09', 'editor');
    expect(charts.days).toHaveLength(30);
    expect(charts.days.every((day) => day.aired >= 8 && day.created > 0)).toBe(true);
    const total = (pick: (day: Charts['days'][number]) => number) =>
      charts.days.reduce((sum, day) => sum + pick(day), 0);
    expect(total((d) => d.covered)).toBeGreaterThan(60);
    expect(total((d) => d.interrupted)).toBeGreaterThan(5);
    expect(total((d) => d.dropped.toDrawer)).toBeGreaterThan(0);
    expect(total((d) => d.dropped.notAired)).toBeGreaterThan(30);
    expect(total((d) => d.approved)).toBeGreaterThan(0);
    expect(charts.shows.map((show) => [show.name, show.editions])).toEqual([
      ['Jornal da Noite', 30],
      ['Jornal do Meio-Dia', 30],
    ]);
    // A few minutes over or under per edition, never the whole show.
    for (const show of charts.shows) expect(Math.abs(show.overMs / 30)).toBeLessThan(5 * 60_000);
    expect(charts.people.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the charts from a reporter', async () => {
    const reporter = await loginCookie(t.app, 'reporter', DEMO_PASSWORD);
    const response = await t.app.inject({
      url: '/api/charts?from=2025-02-08&to=2025-03-09',
      headers: { cookie: reporter },
    });
    expect(response.statusCode).toBe(403);
  });
});
