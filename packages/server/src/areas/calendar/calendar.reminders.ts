import { z } from 'zod';
import { dueReminder, instantOf, nextReminder, type CalendarEvent } from '@newsroom/domain';
import type { Executor, Tx } from '../../platform/db/client';
import { cancelTasks, scheduleTask, type DueTask } from '../../platform/jobs/tasks';
import { notifyWhoMaySee } from '../notifications/notify';
import { calendarPolicy } from './calendar.policy';
import { presentEvent } from './calendar.presenter';
import { calendarRepository } from './calendar.repository';

/**
 * Calendar reminders as durable tasks: one task per (event, reminder), always for its next
 * firing. Saving or removing an event replaces its tasks; a fired task schedules the next
 * occurrence's. A task found late (the server was down) fires once, for the last occurrence it
 * missed, never a burst. The zone travels in the payload: a handler has no platform.
 */

/** The task kind the manifest's handler runs. */
export const REMINDER_TASK = 'calendar.reminder';

const MINUTE_MS = 60_000;
const keyPrefix = (eventId: number) => `${REMINDER_TASK}:${eventId}:`;

const payloadSchema = z.object({
  eventId: z.number().int(),
  minutesBefore: z.number().int(),
  /** The occurrence (wall-clock start) the task fires for. */
  occurrence: z.string(),
  timeZone: z.string(),
});
type ReminderPayload = z.infer<typeof payloadSchema>;

/** Cancels every reminder of an event. */
export const cancelCalendarReminders = (tx: Executor, eventId: number) =>
  cancelTasks(tx, keyPrefix(eventId));

/** Replaces an event's reminder tasks by one per reminder, at its next firing after `now`. */
export async function scheduleCalendarReminders(
  tx: Executor,
  event: CalendarEvent,
  now: Date,
  timeZone: string,
): Promise<void> {
  await cancelCalendarReminders(tx, event.id);
  for (const { minutesBefore } of event.reminders) {
    await scheduleNext(tx, event, minutesBefore, now, timeZone);
  }
}

async function scheduleNext(
  tx: Executor,
  event: CalendarEvent,
  minutesBefore: number,
  after: Date,
  timeZone: string,
): Promise<void> {
  const next = nextReminder(event, minutesBefore, after, timeZone);
  if (!next) return;
  const payload: ReminderPayload = {
    eventId: event.id,
    minutesBefore,
    occurrence: next.occurrence,
    timeZone,
  };
  await scheduleTask(tx, {
    kind: REMINDER_TASK,
    key: `${keyPrefix(event.id)}${minutesBefore}`,
    runAt: next.fireAt,
    payload,
  });
}

/** Whom a reminder names (none named: the event's owner). */
const remindedOf = (event: CalendarEvent, userIds: readonly number[]): number[] =>
  userIds.length > 0 ? [...userIds] : event.ownerId === null ? [] : [event.ownerId];

/**
 * Fires a reminder: the event reloaded (gone, or its reminder removed: nothing), its users told
 * of the last occurrence due since the task's firing, then the next firing scheduled.
 */
export async function runCalendarReminder(tx: Tx, task: DueTask, now: Date): Promise<void> {
  const parsed = payloadSchema.safeParse(task.payload);
  if (!parsed.success) return;
  const { eventId, minutesBefore, occurrence, timeZone } = parsed.data;
  const row = await calendarRepository.events.find(tx, eventId);
  if (!row) return;
  const event = presentEvent(row);
  const reminder = event.reminders.find((r) => r.minutesBefore === minutesBefore);
  if (!reminder) return;
  const since = new Date(instantOf(timeZone, occurrence).getTime() - minutesBefore * MINUTE_MS);
  const due = dueReminder(event, minutesBefore, since, now, timeZone);
  const calendar = due ? await calendarRepository.find(tx, event.calendarId) : null;
  if (due && calendar) {
    // Those who lost sight of the calendar since the reminder was set are left out.
    await notifyWhoMaySee(
      tx,
      remindedOf(event, reminder.usersIds),
      (viewer) => calendarPolicy.canSee(viewer, calendar),
      {
        level: 'INFO',
        category: 'event',
        titleKey: 'notification:reminder',
        params: { name: event.name, start: due.occurrence, minutesBefore },
        text: event.location,
        link: { kind: 'calendar_event', id: event.id, date: due.occurrence.slice(0, 10) },
        late: task.late,
      },
      now,
      'REMINDER',
    );
  }
  await scheduleNext(tx, event, minutesBefore, now, timeZone);
}
