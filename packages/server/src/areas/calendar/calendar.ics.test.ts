import { beforeAll, describe, expect, it } from 'vitest';
import type { Calendar, CalendarFeed, Occurrence } from '@newsroom/domain';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

const { t, call, signIn } = useTestApp();

let owner: SignedIn;
let reader: SignedIn;

beforeAll(async () => {
  owner = await signIn({ permissions: { calendar: 'write' } });
  reader = await signIn({ permissions: { calendar: 'read' } });
});

async function newCalendar(name: string): Promise<Calendar> {
  const response = await call('POST', '/api/calendars', owner.cookie, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Calendar>();
}

async function addEvent(calendarId: number, body: Record<string, unknown>): Promise<void> {
  const response = await call('POST', '/api/calendars/events', owner.cookie, {
    calendarId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const importIcs = (calendarId: number, text: string, who = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/calendars/${calendarId}/import`,
    headers: { cookie: who.cookie, 'content-type': 'text/calendar' },
    payload: text,
  });

/** What a view draws of a calendar's occurrences, whatever the event ids. */
async function drawn(calendarId: number): Promise<string[]> {
  const response = await call(
    'GET',
    `/api/calendars/events?calendarId=${calendarId}&from=2026-01-01&to=2026-12-31`,
    owner.cookie,
  );
  return response
    .json<Occurrence[]>()
    .map((o) => `${o.start}|${o.end}|${o.name}|${o.location}|${o.hasReminders}`)
    .sort();
}

describe('calendar iCalendar', () => {
  it('exports a calendar that imports back into the same occurrences', async () => {
    const source = await newCalendar('Editorial');
    await addEvent(source.id, {
      name: 'Reunião de pauta',
      location: 'Sala 2, redação',
      startDate: '2026-02-02T09:00',
      endDate: '2026-02-02T09:30',
      frequency: 'FREQ_DAILY',
      repetitions: [1, 2, 3, 4, 5].map((value) => ({ dayOrder: null, value })),
      repeatUtil: '2026-03-31',
      exDates: ['2026-02-16', '2026-02-17'],
      reminders: [{ minutesBefore: 15, usersIds: [] }],
    });
    await addEvent(source.id, {
      name: 'Sessão da Câmara; ordinária',
      startDate: '2026-01-06T14:00',
      endDate: '2026-01-06T18:00',
      frequency: 'FREQ_MONTHLY',
      repetitions: [{ dayOrder: 1, value: 2 }],
      repeatCount: 10,
    });
    await addEvent(source.id, {
      name: 'Fechamento do mês',
      startDate: '2026-01-30T17:00',
      endDate: '2026-01-30T18:00',
      frequency: 'FREQ_MONTHLY',
      repetitions: [{ dayOrder: -1, value: 5 }],
    });
    await addEvent(source.id, {
      name: 'Independência do Brasil',
      allDay: true,
      startDate: '2026-09-07',
      endDate: '2026-09-07',
      frequency: 'FREQ_YEARLY',
    });
    await addEvent(source.id, {
      name: 'Cobertura da eleição',
      allDay: true,
      startDate: '2026-10-04',
      endDate: '2026-10-05',
    });

    const exported = await call('GET', `/api/calendars/${source.id}/ics`, reader.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/calendar');
    expect(exported.headers['content-disposition']).toContain('Editorial.ics');
    expect(exported.body).toContain('DTSTART;TZID=America/Sao_Paulo:20260202T090000');
    expect(exported.body).toContain('BYDAY=-1FR');
    expect(exported.body).toContain('EXDATE;TZID=America/Sao_Paulo:20260216T090000');
    expect(exported.body).toContain('TRIGGER:-PT15M');

    const copy = await newCalendar('Cópia');
    const imported = await importIcs(copy.id, exported.body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 5, skipped: 0 });
    const expected = await drawn(source.id);
    expect(expected.length).toBeGreaterThan(50);
    expect(await drawn(copy.id)).toEqual(expected);
  });

  it('reads UTC times as the newsroom’s wall clock and refuses a file without events', async () => {
    const calendar = await newCalendar('Importada');
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:1@test',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260310T130000Z',
      'DURATION:PT1H',
      'SUMMARY:Coletiva do governador',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect((await importIcs(calendar.id, text)).json()).toEqual({ imported: 1, skipped: 0 });
    expect(await drawn(calendar.id)).toEqual([
      '2026-03-10T10:00|2026-03-10T11:00|Coletiva do governador||false',
    ]);

    const empty = await importIcs(calendar.id, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('calendar:icsEmpty');
    expect((await importIcs(calendar.id, 'not a calendar')).statusCode).toBe(400);
    expect((await importIcs(calendar.id, text, reader)).statusCode).toBe(403);
  });

  it('serves the secret feed without a session, until revoked', async () => {
    const calendar = await newCalendar('Plantão');
    await addEvent(calendar.id, {
      name: 'Plantão de domingo',
      startDate: '2026-03-01T08:00',
      endDate: '2026-03-01T14:00',
    });
    const refused = await call('POST', `/api/calendars/${calendar.id}/subscription`, reader.cookie);
    expect(refused.statusCode).toBe(403);
    const first = (
      await call('POST', `/api/calendars/${calendar.id}/subscription`, owner.cookie)
    ).json<CalendarFeed>();
    const feed = await call('GET', first.path, null);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Plantão de domingo');

    const second = (
      await call('POST', `/api/calendars/${calendar.id}/subscription`, owner.cookie)
    ).json<CalendarFeed>();
    expect((await call('GET', first.path, null)).statusCode).toBe(404);
    expect((await call('GET', second.path, null)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/calendars/${calendar.id}/subscription`, owner.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', second.path, null)).statusCode).toBe(404);
  });
});
