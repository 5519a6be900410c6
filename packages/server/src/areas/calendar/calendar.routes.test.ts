import { beforeAll, describe, expect, it } from 'vitest';
import type { Calendar, CalendarCategory, CalendarEvent, Occurrence } from '@newsroom/domain';
import { expectSessionRequired } from '../../platform/records/recordTestkit';
import { connectStomp } from '../../test/stompClient';
import { createGroup } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

const { t, tdb, call, signIn } = useTestApp();

let reader: SignedIn;
let writer: SignedIn;
let other: SignedIn;
let outsider: SignedIn;
let groupId: number;

beforeAll(async () => {
  groupId = (await createGroup(tdb.database)).id;
  reader = await signIn({ permissions: { calendar: 'read' }, groupIds: [groupId] });
  writer = await signIn({ permissions: { calendar: 'write' }, groupIds: [groupId] });
  other = await signIn({ permissions: { calendar: 'write' }, groupIds: [groupId] });
  outsider = await signIn({ permissions: { calendar: 'admin' } });
});

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: SignedIn,
  body?: unknown,
): Promise<T> {
  const response = await call(method, url, who.cookie, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

const newCalendar = (body: Record<string, unknown> = {}, who = writer) =>
  ok<Calendar>('POST', '/api/calendars', who, { name: 'Pauta', ...body });

const newEvent = (calendarId: number, body: Record<string, unknown> = {}, who = writer) =>
  ok<CalendarEvent>('POST', '/api/calendars/events', who, {
    calendarId,
    name: 'Reunião de pauta',
    startDate: '2026-03-02T09:00',
    endDate: '2026-03-02T10:00',
    ...body,
  });

const occurrences = (who: SignedIn, query: string) =>
  ok<Occurrence[]>('GET', `/api/calendars/events?${query}`, who);

describe('calendar', () => {
  it('requires a session, then the calendar role', async () => {
    const calls = [
      ['GET', '/api/calendars'],
      ['GET', '/api/calendars/1'],
      ['POST', '/api/calendars'],
      ['PUT', '/api/calendars/1'],
      ['DELETE', '/api/calendars/1'],
      ['PATCH', '/api/calendars/1/favorite'],
      ['POST', '/api/calendars/1/subscription'],
      ['GET', '/api/calendars/categories'],
      ['POST', '/api/calendars/categories'],
      ['GET', '/api/calendars/events?currentDate=2026-03-01'],
      ['GET', '/api/calendars/events/1'],
      ['POST', '/api/calendars/events'],
      ['PUT', '/api/calendars/events/1'],
      ['DELETE', '/api/calendars/events/1'],
    ] as const;
    await expectSessionRequired(call, calls);
    const nobody = await signIn();
    // A body every write accepts, so the refusal is the role's and not the body's.
    const body = {
      name: 'x',
      version: 1,
      favorite: true,
      calendarId: 1,
      startDate: '2026-03-02T09:00',
      endDate: '2026-03-02T10:00',
    };
    for (const [method, url] of calls) {
      const response = await call(
        method,
        url,
        nobody.cookie,
        method === 'GET' || method === 'DELETE' ? undefined : body,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('POST', '/api/calendars', reader.cookie, { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('creates, lists, renames, marks as favourite and deletes a calendar', async () => {
    const calendar = await newCalendar({ name: 'Esportes', color: 'green' });
    expect(calendar).toMatchObject({ ownerId: writer.id, isPrivate: false, favorite: false });
    const listed = await ok<Calendar[]>('GET', '/api/calendars', reader);
    expect(listed.map((c) => c.id)).toContain(calendar.id);

    const renamed = await ok<Calendar>('PUT', `/api/calendars/${calendar.id}`, other, {
      ...calendar,
      name: 'Esporte',
    });
    expect(renamed).toMatchObject({ name: 'Esporte', version: 2 });
    const stale = await call('PUT', `/api/calendars/${calendar.id}`, writer.cookie, calendar);
    expect(stale.statusCode).toBe(409);

    const favorite = await ok<Calendar>('PATCH', `/api/calendars/${calendar.id}/favorite`, reader, {
      favorite: true,
    });
    expect(favorite.favorite).toBe(true);
    const mine = await ok<Calendar>('GET', `/api/calendars/${calendar.id}`, reader);
    expect(mine.favorite).toBe(true);
    expect((await ok<Calendar>('GET', `/api/calendars/${calendar.id}`, writer)).favorite).toBe(
      false,
    );

    const notOwner = await call('DELETE', `/api/calendars/${calendar.id}`, other.cookie);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('calendar:onlyOwner');
    await ok('DELETE', `/api/calendars/${calendar.id}`, writer);
    expect((await call('GET', `/api/calendars/${calendar.id}`, writer.cookie)).statusCode).toBe(
      404,
    );
  });

  it('shows a private calendar to its owner alone, a group one to its groups', async () => {
    const secret = await newCalendar({ name: 'Minha agenda', isPrivate: true });
    const team = await newCalendar({ name: 'Equipe', groupIds: [groupId] });
    await newEvent(secret.id, { name: 'Dentista' });
    await newEvent(team.id, { name: 'Plantão' });
    const root = await signIn({ isRoot: true });

    for (const [who, sees] of [
      [writer, [secret.id, team.id]],
      [other, [team.id]],
      [outsider, []],
      [root, [team.id]],
    ] as const) {
      const ids = (await ok<Calendar[]>('GET', '/api/calendars', who)).map((c) => c.id);
      expect(ids.filter((id) => id === secret.id || id === team.id).sort()).toEqual(
        [...sees].sort(),
      );
      const names = (
        await occurrences(who, `calendarIds=${secret.id},${team.id}&from=2026-03-02&to=2026-03-02`)
      ).map((o) => o.name);
      expect(names.sort()).toEqual(
        sees.length === 2 ? ['Dentista', 'Plantão'] : sees.length === 1 ? ['Plantão'] : [],
      );
    }
    expect((await call('GET', `/api/calendars/${secret.id}`, root.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/calendars/${team.id}`, outsider.cookie)).statusCode).toBe(404);
    const write = await call('POST', '/api/calendars/events', outsider.cookie, {
      calendarId: team.id,
      name: 'x',
      startDate: '2026-03-02T09:00',
      endDate: '2026-03-02T10:00',
    });
    expect(write.statusCode).toBe(404);

    const reshare = await call('PUT', `/api/calendars/${team.id}`, other.cookie, {
      ...team,
      groupIds: [],
    });
    expect(reshare.statusCode).toBe(403);
    expect(reshare.json().message).toBe('calendar:onlyOwner');
    const readOnly = await call('POST', '/api/calendars/events', reader.cookie, {
      calendarId: team.id,
      name: 'x',
      startDate: '2026-03-02T09:00',
      endDate: '2026-03-02T10:00',
    });
    expect(readOnly.statusCode).toBe(403);
  });

  it('keeps categories per calendar and refuses to delete one in use', async () => {
    const calendar = await newCalendar();
    const elsewhere = await newCalendar();
    const category = await ok<CalendarCategory>('POST', '/api/calendars/categories', writer, {
      calendarId: calendar.id,
      name: 'Política',
      color: 'red',
    });
    const listed = await ok<CalendarCategory[]>(
      'GET',
      `/api/calendars/categories?calendarIds=${calendar.id}`,
      reader,
    );
    expect(listed.map((c) => c.name)).toEqual(['Política']);

    const misfiled = await call('POST', '/api/calendars/events', writer.cookie, {
      calendarId: elsewhere.id,
      categoryId: category.id,
      name: 'Sessão',
      startDate: '2026-03-03T14:00',
      endDate: '2026-03-03T18:00',
    });
    expect(misfiled.statusCode).toBe(422);
    expect(misfiled.json().message).toBe('calendar:categoryElsewhere');

    const event = await newEvent(calendar.id, { categoryId: category.id });
    const [drawn] = await occurrences(
      writer,
      `calendarId=${calendar.id}&from=2026-03-02&to=2026-03-02`,
    );
    expect(drawn?.color).toBe('red');
    const inUse = await call('DELETE', `/api/calendars/categories/${category.id}`, writer.cookie);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe('calendar:categoryInUse');
    await ok('DELETE', `/api/calendars/events/${event.id}`, writer);
    await ok('DELETE', `/api/calendars/categories/${category.id}`, writer);
  });

  it('refuses an end before the start and a repetition that never happens', async () => {
    const calendar = await newCalendar();
    const response = await call('POST', '/api/calendars/events', writer.cookie, {
      calendarId: calendar.id,
      name: 'Ao contrário',
      startDate: '2026-03-02T10:00',
      endDate: '2026-03-02T09:00',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('calendar:endBeforeStart');
    const never = await call('POST', '/api/calendars/events', writer.cookie, {
      calendarId: calendar.id,
      name: '30 de fevereiro',
      startDate: '2026-03-02T10:00',
      endDate: '2026-03-02T11:00',
      frequency: 'FREQ_DAILY',
      repeatByMonth: [2],
      repeatByMonthDay: [30],
    });
    expect(never.statusCode).toBe(422);
    expect(never.json().message).toBe('calendar:recurrenceNever');
    expect(await occurrences(writer, `calendarId=${calendar.id}&currentDate=2026-03-02`)).toEqual(
      [],
    );
  });

  it('lists the month around currentDate in whole weeks, at 19:00 local across DST', async () => {
    const calendar = await newCalendar();
    await newEvent(calendar.id, {
      name: 'Jornal da noite',
      startDate: '2018-10-28T19:00',
      endDate: '2018-10-28T20:00',
      frequency: 'FREQ_WEEKLY',
    });
    const november = await occurrences(writer, `calendarId=${calendar.id}&currentDate=2018-11-15`);
    // November 2018 drawn from Sunday 28 October to Saturday 1 December.
    expect(november.map((o) => o.start)).toEqual(
      ['10-28', '11-04', '11-11', '11-18', '11-25'].map((day) => `2018-${day}T19:00`),
    );
    expect(november[0]?.startsAt).toBe('2018-10-28T19:00:00-03:00');
    expect(november[1]?.startsAt).toBe('2018-11-04T19:00:00-02:00');
    const february = await occurrences(
      writer,
      `calendarId=${calendar.id}&from=2019-02-17&to=2019-02-17`,
    );
    expect(february[0]?.startsAt).toBe('2019-02-17T19:00:00-03:00');
    const tooLong = await call(
      'GET',
      `/api/calendars/events?calendarId=${calendar.id}&from=2019-01-01&to=2021-01-01`,
      writer.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('answers no occurrence for a recurrence stored broken, and logs it', async () => {
    const calendar = await newCalendar();
    const event = await newEvent(calendar.id, { frequency: 'FREQ_DAILY' });
    await tdb.database.db.execute(
      `UPDATE calendar_events SET recurrence = jsonb_set(recurrence, '{frequency}', '"FREQ_HOURLY"') WHERE id = ${event.id}`,
    );
    expect(await occurrences(writer, `calendarId=${calendar.id}&currentDate=2026-03-02`)).toEqual(
      [],
    );
  });

  describe('edits of a repeating event', () => {
    let calendar: Calendar;
    const daily = {
      frequency: 'FREQ_DAILY',
      startDate: '2026-03-02T09:00',
      endDate: '2026-03-02T10:00',
    };
    const week = async () =>
      (await occurrences(writer, `calendarId=${calendar.id}&from=2026-03-02&to=2026-03-06`)).map(
        (o) => `${o.start} ${o.name}`,
      );

    beforeAll(async () => {
      calendar = await newCalendar();
    });

    it('"this occurrence" splits one occurrence off', async () => {
      const series = await newEvent(calendar.id, { ...daily, name: 'A', repeatCount: 5 });
      const single = await ok<CalendarEvent>('PUT', `/api/calendars/events/${series.id}`, writer, {
        ...series,
        name: 'A moved',
        startDate: '2026-03-04T11:00',
        endDate: '2026-03-04T12:00',
        scope: 'occurrence',
        occurrence: '2026-03-04T09:00',
      });
      expect(single).toMatchObject({ seriesId: series.id, frequency: null });
      expect(await week()).toEqual([
        '2026-03-02T09:00 A',
        '2026-03-03T09:00 A',
        '2026-03-04T11:00 A moved',
        '2026-03-05T09:00 A',
        '2026-03-06T09:00 A',
      ]);
      const stale = await call('PUT', `/api/calendars/events/${series.id}`, writer.cookie, {
        ...series,
        scope: 'all',
      });
      expect(stale.statusCode).toBe(409);
      const missing = await call('PUT', `/api/calendars/events/${series.id}`, writer.cookie, {
        ...series,
        version: 2,
        scope: 'occurrence',
        occurrence: '2026-03-04T10:00',
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe('calendar:noSuchOccurrence');
      await ok('DELETE', `/api/calendars/events/${single.id}`, writer);
      await ok('DELETE', `/api/calendars/events/${series.id}`, writer);
    });

    it('"this and following" ends the series and starts a new one', async () => {
      const series = await newEvent(calendar.id, { ...daily, name: 'B' });
      const next = await ok<CalendarEvent>('PUT', `/api/calendars/events/${series.id}`, writer, {
        ...series,
        name: 'B later',
        startDate: '2026-03-05T15:00',
        endDate: '2026-03-05T16:00',
        scope: 'following',
        occurrence: '2026-03-05T09:00',
      });
      expect(next.seriesId).toBe(series.id);
      expect(
        (await ok<CalendarEvent>('GET', `/api/calendars/events/${series.id}`, writer)).repeatUtil,
      ).toBe('2026-03-04');
      expect(await week()).toEqual([
        '2026-03-02T09:00 B',
        '2026-03-03T09:00 B',
        '2026-03-04T09:00 B',
        '2026-03-05T15:00 B later',
        '2026-03-06T15:00 B later',
      ]);
      await ok(
        'DELETE',
        `/api/calendars/events/${next.id}?scope=occurrence&occurrence=2026-03-06T15:00`,
        writer,
      );
      await ok(
        'DELETE',
        `/api/calendars/events/${series.id}?scope=following&occurrence=2026-03-03T09:00`,
        writer,
      );
      expect(await week()).toEqual(['2026-03-02T09:00 B', '2026-03-05T15:00 B later']);
      await ok('DELETE', `/api/calendars/events/${next.id}`, writer);
      await ok('DELETE', `/api/calendars/events/${series.id}`, writer);
      expect(await week()).toEqual([]);
    });

    it('"all" from an occurrence moves the whole series', async () => {
      const series = await newEvent(calendar.id, { ...daily, name: 'C', repeatCount: 3 });
      const moved = await ok<CalendarEvent>('PUT', `/api/calendars/events/${series.id}`, writer, {
        ...series,
        startDate: '2026-03-03T10:00',
        endDate: '2026-03-03T11:00',
        scope: 'all',
        occurrence: '2026-03-03T09:00',
      });
      expect([moved.startDate, moved.endDate]).toEqual(['2026-03-02T10:00', '2026-03-02T11:00']);
      expect(await week()).toEqual([
        '2026-03-02T10:00 C',
        '2026-03-03T10:00 C',
        '2026-03-04T10:00 C',
      ]);
      await ok('DELETE', `/api/calendars/events/${series.id}`, writer);
    });
  });

  it('tells the calendar’s readers only, over the socket', async () => {
    const outside = await connectStomp(t.baseUrl, outsider.cookie, ['/topic/calendar_event']);
    const member = await connectStomp(t.baseUrl, other.cookie, ['/topic/calendar_event']);
    try {
      const secret = await newCalendar({ isPrivate: true });
      const team = await newCalendar({ groupIds: [groupId] });
      const open = await newCalendar();
      const hidden = await newEvent(secret.id, { name: 'Particular' });
      const shared = await newEvent(team.id, { name: 'Da equipe' });
      const everyone = await newEvent(open.id, { name: 'De todos' });
      await member.next('/topic/calendar_event', (e) => e.id === String(everyone.id));
      await outside.next('/topic/calendar_event', (e) => e.id === String(everyone.id));
      const ids = (socket: typeof member) =>
        (socket.received.get('/topic/calendar_event') ?? []).map((e) => Number(e.id));
      expect(ids(member)).toContain(shared.id);
      expect(ids(member)).not.toContain(hidden.id);
      expect(ids(outside)).not.toContain(shared.id);
      expect(ids(outside)).not.toContain(hidden.id);
    } finally {
      await outside.close();
      await member.close();
    }
  });
});
