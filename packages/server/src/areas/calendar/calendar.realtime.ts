import type { Audience, Calendar, CalendarCategory, CalendarEvent } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { emit, kindEvent } from '../../platform/realtime/outbox';
import type { CalendarAccess } from './calendar.policy';

/**
 * Who hears of a calendar's changes (topics `calendar` and `calendar_event`): a private
 * calendar's owner alone; a group calendar's members (and its owner, who may be in none); a
 * calendar without groups everyone the topic lets in. A calendar whose sharing changed is also
 * announced, as removed, to whoever could see it before and no longer does.
 */

/** The audiences one change of a calendar reaches (two when its owner may be outside its groups). */
export function audiencesOf(calendar: CalendarAccess): (Audience | null)[] {
  if (calendar.isPrivate) {
    return calendar.ownerId === null
      ? [{ roles: ['ROLE_CALENDAR_ADMIN'] }]
      : [{ privateTo: [calendar.ownerId] }];
  }
  if (calendar.groupIds.length === 0) return [null];
  const members: Audience = { programGroupIds: [...calendar.groupIds] };
  return calendar.ownerId === null ? [members] : [members, { privateTo: [calendar.ownerId] }];
}

/** What each entity of the calendar topics carries. */
interface Views {
  calendar: Calendar;
  calendar_category: CalendarCategory;
  calendar_event: CalendarEvent;
}

/** A change of one entity: CREATE/UPDATE with its view, DELETE with its id (and calendar). */
export type CalendarChange<E extends keyof Views> =
  | { action: 'CREATE' | 'UPDATE'; view: Views[E] }
  | { action: 'DELETE'; id: number; calendarId: number };

const TOPICS = {
  calendar: 'calendar',
  calendar_category: 'calendar',
  calendar_event: 'calendar_event',
} as const;

/** Publishes a change to everyone who sees the calendar it belongs to. */
export async function publishCalendarChange<E extends keyof Views>(
  tx: Executor,
  actor: Actor | null,
  entity: E,
  access: CalendarAccess,
  change: CalendarChange<E>,
): Promise<void> {
  const id = change.action === 'DELETE' ? change.id : change.view.id;
  const data =
    change.action !== 'DELETE'
      ? change.view
      : entity === 'calendar'
        ? { id }
        : { id, calendarId: change.calendarId };
  for (const audience of audiencesOf(access)) {
    await emit(
      tx,
      actor?.sessionId ?? null,
      kindEvent(
        { topic: TOPICS[entity], entity },
        {
          action: change.action,
          id,
          data,
          version: change.action === 'DELETE' ? null : change.view.version,
          audience,
        },
      ),
    );
  }
}

/** Whether a calendar's readers changed: the old audience then hears it as removed. */
export function sharingChanged(before: CalendarAccess, after: CalendarAccess): boolean {
  const key = (c: CalendarAccess) =>
    JSON.stringify([c.isPrivate, c.ownerId, [...c.groupIds].sort((a, b) => a - b)]);
  return key(before) !== key(after);
}
