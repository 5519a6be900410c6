import type { Assignment, RealtimeEvent } from '@newsroom/domain';

/**
 * Day lists of assignments kept live by the `assignments` topic (spec 2 §4 "Guideline lists: a
 * date change moves a guideline between date lists"). Each cached day is patched on its own: a
 * assignment sits in the list of its date and in no other. An entity that is not newer than the
 * list's copy is skipped, so the echo of one's own change (already applied from the answer)
 * changes nothing.
 */

/** What an event says about one assignment: its new state, or that it is gone. */
export type AssignmentChange =
  { kind: 'upsert'; assignment: Assignment } | { kind: 'remove'; id: number } | { kind: 'none' };

/** Reads an `assignments` event: CREATE/UPDATE carry the assignment, PATCH `{ assignment }`, DELETE `{ id }`. */
export function changeOfEvent(event: RealtimeEvent<'assignments'>): AssignmentChange {
  switch (event.action) {
    case 'DELETE':
      return { kind: 'remove', id: event.data.id };
    case 'PATCH':
      return { kind: 'upsert', assignment: event.data.assignment };
    default:
      return { kind: 'upsert', assignment: event.data };
  }
}

/**
 * The list of `date` after a change: an assignment of this date is replaced (or put first when
 * new here); one that moved to another date, or was removed, leaves. Returns the same array
 * when nothing changes.
 */
export function applyToDay(
  list: readonly Assignment[],
  date: string,
  change: AssignmentChange,
): readonly Assignment[] {
  if (change.kind === 'none') return list;
  if (change.kind === 'remove') {
    return list.some((item) => item.id === change.id)
      ? list.filter((item) => item.id !== change.id)
      : list;
  }
  const incoming = change.assignment;
  const index = list.findIndex((item) => item.id === incoming.id);
  const current = index >= 0 ? list[index] : undefined;
  if (current && current.version >= incoming.version) return list;
  if (incoming.date !== date || incoming.excluded) {
    return current ? list.filter((item) => item.id !== incoming.id) : list;
  }
  if (!current) return [incoming, ...list];
  const next = [...list];
  next[index] = incoming;
  return next;
}

/** Replaces one assignment in a day list by id (an optimistic change or its rollback). */
export function replaceInDay(list: readonly Assignment[], assignment: Assignment): Assignment[] {
  return list.map((item) => (item.id === assignment.id ? assignment : item));
}

/**
 * The first guide's time of an assignment ("HH:mm"), shown on its card; null without a timed
 * guide.
 */
export function firstGuideTime(assignment: Pick<Assignment, 'guides'>): string | null {
  const times = assignment.guides
    .map((guide) => guide.scheduleTime)
    .filter((time): time is string => time !== null)
    .sort();
  return times[0]?.slice(0, 5) ?? null;
}
