import { beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '@newsroom/domain';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

/** GET /calendars/events/pdf: the occurrences of a range as a PDF (spec 1 §7 "calendar"). */

const { call, signIn } = useTestApp();
let writer: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  writer = await signIn({ permissions: { calendar: 'write' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});

const pdf = (query: string, cookie = writer.cookie) =>
  call('GET', `/api/calendars/events/pdf?${query}`, cookie);

describe('calendar PDF', () => {
  it('requires a session, the calendar read role and a range', async () => {
    const week = 'from=2026-03-01&to=2026-03-07';
    expect((await pdf(week, '')).statusCode).toBe(401);
    expect((await pdf(week, outsider.cookie)).statusCode).toBe(403);
    expect((await pdf('from=2026-03-07&to=2026-03-01')).statusCode).toBe(400);
  });

  it('lists the occurrences of the range by start, accents intact, localized', async () => {
    const created = await call('POST', '/api/calendars', writer.cookie, { name: 'Pauta' });
    expect(created.statusCode, created.body).toBe(201);
    const calendar = created.json<Calendar>();
    for (const [name, start, location] of [
      ['Coletiva da prefeitura', '2026-03-03T14:00', 'Viaduto do Chá'],
      ['Ação na Sé', '2026-03-02T09:00', 'Praça da Sé, São Paulo'],
      ['Fora do período', '2026-04-02T09:00', ''],
    ]) {
      const event = await call('POST', '/api/calendars/events', writer.cookie, {
        calendarId: calendar.id,
        name,
        location,
        startDate: start,
        endDate: start!.replace(/T\d\d/, (hour) => `T${Number(hour.slice(1)) + 1}`),
      });
      expect(event.statusCode, event.body).toBe(201);
    }
    const query = `from=2026-03-01&to=2026-03-07&calendarIds=${calendar.id}`;
    const text = expectPdfExport(
      await pdf(`${query}&locale=pt_BR`),
      'calendario-2026-03-01-2026-03-07.pdf',
      [
        'Calendário',
        'domingo, 1 de março de 2026 – sábado, 7 de março de 2026',
        'página 1 de 1',
        '02/03/2026 09:00 – 02/03/2026 10:00',
        'Ação na Sé',
        'Praça da Sé, São Paulo',
      ],
    );
    expect(text.indexOf('AçãonaSé')).toBeLessThan(text.indexOf('Coletiva'));
    expect(text).not.toContain('Foradoperíodo');
    expectPdfExport(await pdf(`${query}&locale=en_US`), 'calendar-2026-03-01-2026-03-07.pdf', [
      'Sunday, March 1, 2026',
      'page 1 of 1',
      '3/2/26 09:00',
    ]);
  });
});
