import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Calendar, CalendarEvent } from '@newsroom/domain';
import { notifications } from '../../platform/db/schema';
import { pendingTasks, runDueTasks } from '../../platform/jobs/tasks';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { appAreas } from '../manifests';

// Sunday 1 March 2026, 12:00 in São Paulo (-03).
const clock = testClock(new Date('2026-03-01T15:00:00Z'));
const { tdb, t, call, signIn } = useTestApp({ clock });
const handlers = appAreas().taskHandlers;

let writer: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;
let calendar: Calendar;

beforeAll(async () => {
  writer = await signIn({ permissions: { calendar: 'write' } });
  colleague = await signIn({ permissions: { calendar: 'read' } });
  stranger = await signIn({ permissions: {} });
  const response = await call('POST', '/api/calendars', writer.cookie, { name: 'Esporte' });
  calendar = response.json<Calendar>();
});

/** The football round: Wednesdays 21:30, reminding 30 minutes before. */
async function footballRound(body: Record<string, unknown> = {}): Promise<CalendarEvent> {
  const response = await call('POST', '/api/calendars/events', writer.cookie, {
    calendarId: calendar.id,
    name: 'Rodada do Brasileirão',
    location: 'Estádio do Pacaembu',
    startDate: '2026-03-04T21:30',
    endDate: '2026-03-04T23:30',
    frequency: 'FREQ_WEEKLY',
    reminders: [{ minutesBefore: 30, usersIds: [writer.id, colleague.id, stranger.id] }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
}

const tasksOf = (event: CalendarEvent) =>
  pendingTasks(tdb.database.db, `calendar.reminder:${event.id}:`);

const remindersOf = async (user: SignedIn, event: CalendarEvent) =>
  (await tdb.database.db.select().from(notifications).where(eq(notifications.userId, user.id)))
    .filter((row) => (row.link as { id: number } | null)?.id === event.id)
    .map((row) => ({ start: (row.params as { start: string }).start, late: row.late }));

const run = (at: string) =>
  runDueTasks(tdb.database, handlers, new Date(at), { storage: t.app.platform.storage });

describe('calendar reminders', () => {
  it('fires at each occurrence, to the users who see the calendar, and schedules the next', async () => {
    const event = await footballRound();
    expect((await tasksOf(event)).map((task) => task.runAt.toISOString())).toEqual([
      '2026-03-05T00:00:00.000Z',
    ]);
    await run('2026-03-04T23:59:00Z');
    expect(await remindersOf(writer, event)).toEqual([]);

    await run('2026-03-05T00:00:10Z');
    expect(await remindersOf(writer, event)).toEqual([{ start: '2026-03-04T21:30', late: false }]);
    expect(await remindersOf(colleague, event)).toHaveLength(1);
    expect(await remindersOf(stranger, event)).toEqual([]);
    expect((await tasksOf(event)).map((task) => task.runAt.toISOString())).toEqual([
      '2026-03-12T00:00:00.000Z',
    ]);
    await call('DELETE', `/api/calendars/events/${event.id}`, writer.cookie);
  });

  it('after a downtime fires once, late, for the last occurrence missed', async () => {
    const event = await footballRound();
    await run('2026-03-26T12:00:00Z');
    expect(await remindersOf(writer, event)).toEqual([{ start: '2026-03-25T21:30', late: true }]);
    expect((await tasksOf(event)).map((task) => task.runAt.toISOString())).toEqual([
      '2026-04-02T00:00:00.000Z',
    ]);
    await call('DELETE', `/api/calendars/events/${event.id}`, writer.cookie);
  });

  it('fires once when two runners find the same due task', async () => {
    const event = await footballRound();
    await Promise.all([run('2026-03-05T00:00:05Z'), run('2026-03-05T00:00:05Z')]);
    expect(await remindersOf(writer, event)).toHaveLength(1);
    await call('DELETE', `/api/calendars/events/${event.id}`, writer.cookie);
  });

  it('follows the event: moved, its reminders changed, removed', async () => {
    const event = await footballRound();
    const moved = await call('PUT', `/api/calendars/events/${event.id}`, writer.cookie, {
      ...event,
      startDate: '2026-03-04T20:00',
      endDate: '2026-03-04T22:00',
      reminders: [
        { minutesBefore: 60, usersIds: [writer.id] },
        { minutesBefore: 1440, usersIds: [] },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await tasksOf(event)).map((task) => [task.key, task.runAt.toISOString()])).toEqual([
      [`calendar.reminder:${event.id}:1440`, '2026-03-03T23:00:00.000Z'],
      [`calendar.reminder:${event.id}:60`, '2026-03-04T22:00:00.000Z'],
    ]);
    // The day-before reminder names nobody: it reminds the event's owner.
    await run('2026-03-03T23:00:30Z');
    expect(await remindersOf(writer, event)).toEqual([{ start: '2026-03-04T20:00', late: false }]);

    await call('DELETE', `/api/calendars/events/${event.id}`, writer.cookie);
    expect(await tasksOf(event)).toEqual([]);
  });

  it('stops at the end of the series', async () => {
    const event = await footballRound({ repeatCount: 1 });
    await run('2026-03-05T00:00:10Z');
    expect(await remindersOf(writer, event)).toHaveLength(1);
    expect(await tasksOf(event)).toEqual([]);
  });
});
