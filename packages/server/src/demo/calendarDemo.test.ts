import { describe, expect, it } from 'vitest';
import type { Calendar, CalendarCategory, Occurrence } from '@newsroom/domain';
import { pendingTasks } from '../platform/jobs/tasks';
import { demoReader, useDemoApp } from './demoTestkit';

// Tuesday 10 March 2026, 12:00 in São Paulo.
const { t, tdb } = useDemoApp(new Date('2026-03-10T15:00:00Z'));

describe('calendar demo', () => {
  it('seeds the station’s Editorial calendar, a sports desk one and a private agenda', async () => {
    const get = demoReader(t);
    const reporter = await get<Calendar[]>('/api/calendars', 'reporter');
    expect(reporter.map((c) => c.name).sort()).toEqual(['Editorial', 'Esportes', 'Minha agenda']);
    const presenter = await get<Calendar[]>('/api/calendars', 'apresentador');
    expect(presenter.map((c) => c.name)).toEqual(['Editorial']);

    const editorial = reporter.find((c) => c.name === 'Editorial')!;
    const categories = await get<CalendarCategory[]>(
      `/api/calendars/categories?calendarIds=${editorial.id}`,
      'reporter',
    );
    expect(categories.map((c) => c.name).sort()).toEqual([
      'Esporte',
      'Feriado',
      'Política',
      'Reunião',
    ]);

    const march = await get<Occurrence[]>(
      `/api/calendars/events?calendarId=${editorial.id}&currentDate=2026-03-10`,
      'reporter',
    );
    const on = (day: string) => march.filter((o) => o.start.startsWith(day)).map((o) => o.name);
    // The council sits on the first Tuesday: 3 March.
    expect(on('2026-03-03')).toEqual(['Reunião de pauta', 'Sessão ordinária da Câmara Municipal']);
    expect(on('2026-03-10')).toEqual(['Reunião de pauta']);
    expect(on('2026-03-11')).toEqual(['Reunião de pauta', 'Rodada do Campeonato Brasileiro']);
    expect(on('2026-03-14')).toEqual([]);
    const april = await get<Occurrence[]>(
      `/api/calendars/events?calendarId=${editorial.id}&from=2026-04-21&to=2026-04-21`,
      'reporter',
    );
    expect(april.map((o) => o.name)).toEqual(['Tiradentes', 'Reunião de pauta']);

    const reminders = await pendingTasks(tdb.database.db, 'calendar.reminder:');
    expect(reminders.length).toBeGreaterThanOrEqual(4);
    expect(reminders.every((task) => task.runAt > new Date('2026-03-10T15:00:00Z'))).toBe(true);
  });
});
