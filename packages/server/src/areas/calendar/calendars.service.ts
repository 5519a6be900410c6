import { randomBytes } from 'node:crypto';
import {
  CALENDAR_RULES,
  type Calendar,
  type CalendarInput,
  type CalendarUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { allow, forbidden, notFound } from '../../platform/http/refusals';
import { calendarPolicy } from './calendar.policy';
import { presentCalendar } from './calendar.presenter';
import { publishCalendarChange, sharingChanged } from './calendar.realtime';
import { calendarRepository, type CalendarRow } from './calendar.repository';
import { cancelCalendarReminders } from './calendar.reminders';

/** Calendars (spec 3 §7 "CRUD at /api/calendars; PATCH favorite") and their subscription feed. */

/** The calendars the actor sees. */
export async function visibleCalendars(db: Executor, actor: Actor): Promise<CalendarRow[]> {
  return (await calendarRepository.list(db)).filter((row) => calendarPolicy.canSee(actor, row));
}

/** A calendar the actor sees, else 404. */
export async function seenCalendar(db: Executor, actor: Actor, id: number): Promise<CalendarRow> {
  const row = await calendarRepository.find(db, id);
  if (!row || !calendarPolicy.canSee(actor, row)) throw notFound();
  return row;
}

/** A calendar the actor may write in: 404 when unseen, 403 when only read. */
export async function editableCalendar(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<CalendarRow> {
  const row = await seenCalendar(db, actor, id);
  allow(calendarPolicy.canEdit(actor, row));
  return row;
}

async function present(db: Executor, actor: Actor, row: CalendarRow): Promise<Calendar> {
  return presentCalendar(row, (await calendarRepository.favoritesOf(db, actor.userId)).has(row.id));
}

/** Every calendar the actor sees, by name, with their favourite flag. */
export async function listCalendars(platform: Platform, actor: Actor): Promise<Calendar[]> {
  const db = platform.database.db;
  const favorites = await calendarRepository.favoritesOf(db, actor.userId);
  return (await visibleCalendars(db, actor)).map((row) =>
    presentCalendar(row, favorites.has(row.id)),
  );
}

export async function loadCalendar(platform: Platform, actor: Actor, id: number) {
  const db = platform.database.db;
  return present(db, actor, await seenCalendar(db, actor, id));
}

/** Creates a calendar the actor owns. */
export async function createCalendar(
  platform: Platform,
  actor: Actor,
  input: CalendarInput,
): Promise<Calendar> {
  return platform.database.db.transaction(async (tx) => {
    const row = await calendarRepository.insert(tx, {
      ...input,
      groupIds: [...new Set(input.groupIds)],
      ownerId: actor.userId,
      changedById: actor.userId,
    });
    const view = presentCalendar(row, false);
    await publishCalendarChange(tx, actor, 'calendar', row, { action: 'CREATE', view });
    return view;
  });
}

/**
 * Saves a calendar at the version loaded. Its sharing (private, groups) only its owner changes
 * (403 `calendar:onlyOwner`); whoever saw it before and no longer does hears it removed.
 */
export async function updateCalendar(
  platform: Platform,
  actor: Actor,
  id: number,
  update: CalendarUpdate,
): Promise<Calendar> {
  return platform.database.db.transaction(async (tx) => {
    const before = await editableCalendar(tx, actor, id);
    const { version, ...values } = update;
    const after = { ...before, ...values, groupIds: [...new Set(values.groupIds)] };
    const reshared = sharingChanged(before, after);
    if (reshared && !calendarPolicy.isOwner(actor, before))
      throw forbidden(CALENDAR_RULES.onlyOwner);
    const row = await expectUpdated(
      await calendarRepository.updateAtVersion(tx, id, version, {
        ...values,
        groupIds: after.groupIds,
        changedById: actor.userId,
      }),
      async () => {
        const current = await calendarRepository.find(tx, id);
        return current && presentCalendar(current, false);
      },
    );
    if (reshared) {
      await publishCalendarChange(tx, actor, 'calendar', before, {
        action: 'DELETE',
        id,
        calendarId: id,
      });
    }
    const view = presentCalendar(row, false);
    await publishCalendarChange(tx, actor, 'calendar', row, {
      action: reshared ? 'CREATE' : 'UPDATE',
      view,
    });
    return present(tx, actor, row);
  });
}

/** Deletes a calendar with its categories and events (its owner only, 403 `calendar:onlyOwner`). */
export async function deleteCalendar(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await seenCalendar(tx, actor, id);
    if (!calendarPolicy.isOwner(actor, row)) throw forbidden(CALENDAR_RULES.onlyOwner);
    for (const event of await calendarRepository.events.ofCalendars(tx, [id])) {
      await cancelCalendarReminders(tx, event.id);
    }
    await calendarRepository.delete(tx, id);
    await publishCalendarChange(tx, actor, 'calendar', row, {
      action: 'DELETE',
      id,
      calendarId: id,
    });
  });
}

/** Marks or unmarks a calendar as the actor's favourite. */
export async function setFavorite(
  platform: Platform,
  actor: Actor,
  id: number,
  favorite: boolean,
): Promise<Calendar> {
  return platform.database.db.transaction(async (tx) => {
    const row = await seenCalendar(tx, actor, id);
    await calendarRepository.setFavorite(tx, actor.userId, id, favorite);
    return presentCalendar(row, favorite);
  });
}

/** The path a calendar's subscription feed is served at. */
export const feedPath = (token: string) => `/api/calendars/feed/${token}.ics`;

/** Makes a new secret feed address for a calendar (its owner only); the old one stops working. */
export async function rotateFeed(platform: Platform, actor: Actor, id: number) {
  return platform.database.db.transaction(async (tx) => {
    const row = await seenCalendar(tx, actor, id);
    if (!calendarPolicy.isOwner(actor, row)) throw forbidden(CALENDAR_RULES.onlyOwner);
    const token = randomBytes(24).toString('base64url');
    await calendarRepository.setFeedToken(tx, id, token);
    return { token, path: feedPath(token) };
  });
}

/** Revokes a calendar's feed (its owner only). */
export async function revokeFeed(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await seenCalendar(tx, actor, id);
    if (!calendarPolicy.isOwner(actor, row)) throw forbidden(CALENDAR_RULES.onlyOwner);
    await calendarRepository.setFeedToken(tx, id, null);
  });
}
