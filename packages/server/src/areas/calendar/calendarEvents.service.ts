import type { FastifyBaseLogger } from 'fastify';
import {
  CALENDAR_RULES,
  DomainError,
  eventTimesError,
  isRecurring,
  normaliseEventTimes,
  planEdit,
  planRemoval,
  ruleViolation,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventsQuery,
  type CalendarEventUpdate,
  type EditScope,
  type Occurrence,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { notFound } from '../../platform/http/refusals';
import { presentEvent, presentOccurrences } from './calendar.presenter';
import { publishCalendarChange } from './calendar.realtime';
import { calendarRepository, type CalendarRow, type EventRow } from './calendar.repository';
import { cancelCalendarReminders, scheduleCalendarReminders } from './calendar.reminders';
import { editableCalendar, seenCalendar, visibleCalendars } from './calendars.service';
import { occurrenceRange } from './occurrenceRange';

/**
 * Calendar events (spec 3 §7 "events at /api/calendars/events"): the occurrences of the
 * calendars a user sees, and the events' writes with their edit scopes. Every write replaces the
 * event's reminder tasks and tells the calendar's readers.
 */

const events = calendarRepository.events;

/** The occurrences of the asked calendars the actor sees, between the asked days. */
export async function listOccurrences(
  platform: Platform,
  actor: Actor,
  query: CalendarEventsQuery,
  log: FastifyBaseLogger,
): Promise<Occurrence[]> {
  const db = platform.database.db;
  const range = occurrenceRange(query);
  const asked = query.calendarId ? [query.calendarId] : query.calendarIds;
  const calendars = (await visibleCalendars(db, actor)).filter(
    (row) => asked.length === 0 || asked.includes(row.id),
  );
  const colours = new Map(calendars.map((row) => [row.id, row.color]));
  const categoryColours = new Map(
    (await calendarRepository.categories.ofCalendars(db, [...colours.keys()])).map((row) => [
      row.id,
      row.color,
    ]),
  );
  const zone = platform.config.newsroomTimeZone;
  const occurrences: Occurrence[] = [];
  for (const row of await events.ofCalendars(db, [...colours.keys()])) {
    const event = presentEvent(row);
    if (event.frequency !== null && !isRecurring(event)) {
      log.warn({ eventId: event.id }, 'calendar event with a recurrence that cannot be read');
      continue;
    }
    const colour =
      (event.categoryId === null ? undefined : categoryColours.get(event.categoryId)) ??
      colours.get(event.calendarId) ??
      'blue';
    occurrences.push(...presentOccurrences(event, colour, range, zone));
  }
  return occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId - b.eventId);
}

/** An event (a repeating one's series) of a calendar the actor sees, else 404. */
export async function loadEvent(platform: Platform, actor: Actor, id: number) {
  const db = platform.database.db;
  const row = await events.find(db, id);
  if (!row) throw notFound();
  await seenCalendar(db, actor, row.calendarId);
  return presentEvent(row);
}

/** The event's columns from its input: times fitted to its kind, recurrence as JSON. */
function valuesOf(input: CalendarEventInput) {
  const {
    frequency,
    interval,
    repeatCount,
    repeatUtil,
    repeatByMonthDay,
    repeatByMonth,
    repetitions,
    exDates,
    ...rest
  } = input;
  return {
    ...rest,
    recurrence: {
      frequency,
      interval,
      repeatCount,
      repeatUtil,
      repeatByMonthDay,
      repeatByMonth,
      repetitions,
      exDates: [...new Set(exDates)].sort(),
    },
  };
}

/**
 * The input's times fitted and checked (422 `calendar:endBeforeStart`), its repetition possible
 * (422 `calendar:recurrenceNever`), its category its calendar's.
 */
async function checked<T extends CalendarEventInput>(tx: Executor, input: T): Promise<T> {
  const event = normaliseEventTimes(input);
  const error = eventTimesError(event);
  if (error) throw ruleViolation(error);
  if (event.frequency !== null && !isRecurring(event)) {
    throw ruleViolation(CALENDAR_RULES.recurrenceNever);
  }
  if (event.categoryId !== null) {
    const category = await calendarRepository.categories.find(tx, event.categoryId);
    if (category?.calendarId !== event.calendarId) {
      throw ruleViolation(CALENDAR_RULES.categoryElsewhere);
    }
  }
  return event;
}

/** What a write leaves: the event as stored, its reminders rescheduled, its readers told. */
async function settle(
  platform: Platform,
  tx: Executor,
  actor: Actor,
  calendar: CalendarRow,
  action: 'CREATE' | 'UPDATE',
  row: EventRow,
): Promise<CalendarEvent> {
  const view = presentEvent(row);
  await scheduleCalendarReminders(tx, view, platform.clock(), platform.config.newsroomTimeZone);
  await publishCalendarChange(tx, actor, 'calendar_event', calendar, { action, view });
  return view;
}

async function insertEvent(
  platform: Platform,
  tx: Executor,
  actor: Actor,
  calendar: CalendarRow,
  input: CalendarEventInput,
  seriesId: number | null,
): Promise<CalendarEvent> {
  const row = await events.insert(tx, {
    ...valuesOf(input),
    seriesId,
    ownerId: actor.userId,
    changedById: actor.userId,
  });
  return settle(platform, tx, actor, calendar, 'CREATE', row);
}

export async function createEvent(
  platform: Platform,
  actor: Actor,
  input: CalendarEventInput,
): Promise<CalendarEvent> {
  return platform.database.db.transaction(async (tx) => {
    const calendar = await editableCalendar(tx, actor, input.calendarId);
    return insertEvent(platform, tx, actor, calendar, await checked(tx, input), null);
  });
}

/** Creates events in one calendar, all or none (an import); answers how many. */
export async function createEvents(
  platform: Platform,
  actor: Actor,
  calendarId: number,
  inputs: readonly CalendarEventInput[],
): Promise<number> {
  return platform.database.db.transaction(async (tx) => {
    const calendar = await editableCalendar(tx, actor, calendarId);
    for (const input of inputs) {
      await insertEvent(platform, tx, actor, calendar, await checked(tx, input), null);
    }
    return inputs.length;
  });
}

/** The event locked for the write, in a calendar the actor may write in (404 / 403). */
async function writable(tx: Executor, actor: Actor, id: number) {
  const row = await events.findForUpdate(tx, id);
  if (!row) throw notFound();
  const calendar = await editableCalendar(tx, actor, row.calendarId);
  return { row, calendar, series: presentEvent(row) };
}

/** 409 with the current event unless the caller loaded this version. */
function assertVersion(series: CalendarEvent, version: number): void {
  if (series.version !== version) {
    throw new DomainError('stale_version', 'error:staleVersion', { current: series });
  }
}

/**
 * Saves an event at the version loaded. For a repeating one `scope` says which occurrences
 * change; "this occurrence" and "this and following" split a new event off the series, and the
 * answer is that new event (else the series).
 */
export async function updateEvent(
  platform: Platform,
  actor: Actor,
  id: number,
  update: CalendarEventUpdate,
): Promise<CalendarEvent> {
  return platform.database.db.transaction(async (tx) => {
    const { row, calendar, series } = await writable(tx, actor, id);
    assertVersion(series, update.version);
    const { version, scope, occurrence, ...input } = update;
    const target =
      input.calendarId === calendar.id
        ? calendar
        : await editableCalendar(tx, actor, input.calendarId);
    const edited = await checked(tx, input);
    const plan = planEdit(series, { ...series, ...edited }, scope, occurrence);
    const { id: _id, version: _v, ownerId: _o, seriesId: _s, ...kept } = plan.series;
    const saved = await expectUpdated(
      await events.updateAtVersion(tx, id, version, {
        ...valuesOf(kept),
        changedById: actor.userId,
      }),
      () => events.find(tx, id),
    );
    // "All" may move the series to another calendar; a split leaves it where it was.
    const home = plan.series.calendarId === calendar.id ? calendar : target;
    if (home.id !== calendar.id) {
      await publishCalendarChange(tx, actor, 'calendar_event', calendar, {
        action: 'DELETE',
        id,
        calendarId: calendar.id,
      });
    }
    const answer = await settle(
      platform,
      tx,
      actor,
      home,
      home.id === calendar.id ? 'UPDATE' : 'CREATE',
      saved,
    );
    if (!plan.created) return answer;
    const { id: _cid, version: _cv, ownerId: _co, seriesId: _cs, ...created } = plan.created;
    return insertEvent(platform, tx, actor, target, created, row.seriesId ?? row.id);
  });
}

/**
 * Removes an event, or for a repeating one the occurrence named (its date excluded) or it and
 * the following (the series ends the day before).
 */
export async function removeEvent(
  platform: Platform,
  actor: Actor,
  id: number,
  scope: EditScope,
  occurrence: string | null,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const { row, calendar, series } = await writable(tx, actor, id);
    const left = planRemoval(series, scope, occurrence);
    if (left) {
      const { id: _id, version: _v, ownerId: _o, seriesId: _s, ...kept } = left;
      const [saved] = await events.updateAtVersion(tx, id, row.version, {
        ...valuesOf(kept),
        changedById: actor.userId,
      });
      await settle(platform, tx, actor, calendar, 'UPDATE', saved!);
      return;
    }
    await cancelCalendarReminders(tx, id);
    await events.delete(tx, id);
    await publishCalendarChange(tx, actor, 'calendar_event', calendar, {
      action: 'DELETE',
      id,
      calendarId: calendar.id,
    });
  });
}
