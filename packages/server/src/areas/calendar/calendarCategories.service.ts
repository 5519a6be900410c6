import {
  CALENDAR_RULES,
  ruleViolation,
  type CalendarCategory,
  type CalendarCategoryInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { expectUpdated } from '../../platform/documents/versions';
import { notFound } from '../../platform/http/refusals';
import { presentCategory } from './calendar.presenter';
import { publishCalendarChange } from './calendar.realtime';
import { calendarRepository } from './calendar.repository';
import { editableCalendar, seenCalendar, visibleCalendars } from './calendars.service';

/** Categories of calendars (spec 3 §7 "categories at /api/calendars/categories (list by calendars)"). */

const categories = calendarRepository.categories;

/** The categories of the given calendars the actor sees (none given: of every one). */
export async function listCategories(
  platform: Platform,
  actor: Actor,
  calendarIds: number[],
): Promise<CalendarCategory[]> {
  const db = platform.database.db;
  const seen = (await visibleCalendars(db, actor)).map((row) => row.id);
  const wanted = calendarIds.length ? seen.filter((id) => calendarIds.includes(id)) : seen;
  return (await categories.ofCalendars(db, wanted)).map(presentCategory);
}

/** A category of a calendar the actor sees, else 404. */
export async function loadCategory(platform: Platform, actor: Actor, id: number) {
  const db = platform.database.db;
  const row = await categories.find(db, id);
  if (!row) throw notFound();
  await seenCalendar(db, actor, row.calendarId);
  return presentCategory(row);
}

export async function createCategory(
  platform: Platform,
  actor: Actor,
  input: CalendarCategoryInput,
): Promise<CalendarCategory> {
  return platform.database.db.transaction(async (tx) => {
    const calendar = await editableCalendar(tx, actor, input.calendarId);
    const view = presentCategory(await categories.insert(tx, input));
    await publishCalendarChange(tx, actor, 'calendar_category', calendar, {
      action: 'CREATE',
      view,
    });
    return view;
  });
}

/** Renames or recolours a category at the version loaded; it stays in its calendar. */
export async function updateCategory(
  platform: Platform,
  actor: Actor,
  id: number,
  update: CalendarCategoryInput & { version: number },
): Promise<CalendarCategory> {
  return platform.database.db.transaction(async (tx) => {
    const before = await categories.find(tx, id);
    if (!before) throw notFound();
    const calendar = await editableCalendar(tx, actor, before.calendarId);
    if (update.calendarId !== before.calendarId) {
      throw ruleViolation(CALENDAR_RULES.categoryElsewhere);
    }
    const row = await expectUpdated(
      await categories.updateAtVersion(tx, id, update.version, {
        name: update.name,
        color: update.color,
      }),
      async () => {
        const current = await categories.find(tx, id);
        return current && presentCategory(current);
      },
    );
    const view = presentCategory(row);
    await publishCalendarChange(tx, actor, 'calendar_category', calendar, {
      action: 'UPDATE',
      view,
    });
    return view;
  });
}

/** Deletes a category no event is filed under (422 `calendar:categoryInUse`). */
export async function deleteCategory(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const row = await categories.find(tx, id);
    if (!row) throw notFound();
    const calendar = await editableCalendar(tx, actor, row.calendarId);
    const count = await categories.usage(tx, id);
    if (count > 0) throw ruleViolation(CALENDAR_RULES.categoryInUse, { count });
    await categories.delete(tx, id);
    await publishCalendarChange(tx, actor, 'calendar_category', calendar, {
      action: 'DELETE',
      id,
      calendarId: row.calendarId,
    });
  });
}
