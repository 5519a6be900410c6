import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Calendar, CalendarEvent } from '@newsroom/domain';
import { appAreas } from '../areas/manifests';
import { openPostgres, type Database } from '../platform/db/client';
import { notifications } from '../platform/db/schema';
import { runDueTasks } from '../platform/jobs/tasks';
import { testClock } from '../test/testApp';
import { useTestApp, type SignedIn } from '../test/useTestApp';

/**
 * A calendar reminder on three instances of one PostgreSQL (PGlite has one process): each runs
 * its task pass at the same moment, with its own connections, and the reminder fires once.
 */

// Sunday 1 March 2026, 12:00 in São Paulo (-03).
const clock = testClock(new Date('2026-03-01T15:00:00Z'));
const { tdb, t, call, signIn } = useTestApp({ clock });
const handlers = appAreas().taskHandlers;
const others: Database[] = [];
let writer: SignedIn;

describe.skipIf(!process.env.TEST_DATABASE_URL)('reminders on several instances', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) others.push(await openPostgres(tdb.url!));
    writer = await signIn({ permissions: { calendar: 'write' } });
  });
  afterAll(async () => {
    for (const database of others) await database.close();
  });

  it('fires once when every instance passes at the same time', async () => {
    const calendar = (
      await call('POST', '/api/calendars', writer.cookie, { name: 'Plantão' })
    ).json<Calendar>();
    const created = await call('POST', '/api/calendars/events', writer.cookie, {
      calendarId: calendar.id,
      name: 'Coletiva do governador',
      startDate: '2026-03-04T21:30',
      endDate: '2026-03-04T22:30',
      reminders: [{ minutesBefore: 30, usersIds: [writer.id] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<CalendarEvent>();

    const at = new Date('2026-03-05T00:00:05Z');
    const context = { storage: t.app.platform.storage };
    await Promise.all(
      [tdb.database, ...others].map((database) => runDueTasks(database, handlers, at, context)),
    );
    const reminders = (
      await tdb.database.db.select().from(notifications).where(eq(notifications.userId, writer.id))
    ).filter((row) => (row.link as { id: number } | null)?.id === event.id);
    expect(reminders).toHaveLength(1);
  });
});
