import type { Assignment, DocumentState } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor, presentRecord } from './assignments.presenter';
import { assignmentsRepository, type AssignmentRecord } from './assignments.repository';
import { lockFinishedOf, withCurrentContacts } from './assignments.shared';
import { allow } from '../../platform/http/refusals';
import { pagedList } from '../../platform/documents/pagedList';

/** The assignment lists: the day, the filter, the trash, the day's counter and groupings. */

/** GET /assignments?date: the day list. */
export async function listDay(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<Assignment[]> {
  allow(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const lockFinished = await lockFinishedOf(db);
  const rows = await assignmentsRepository.listOfDay(db, actor, date);
  const shown = rows.map((row) => presentFor(presentRecord(row, lockFinished), actor));
  return withCurrentContacts(db, shown);
}

/** A page of assignments as the actor sees them. */
const assignmentsPage = pagedList({
  canRead: assignmentsPolicy.canRead,
  async presenterFor(db, actor) {
    const lockFinished = await lockFinishedOf(db);
    return (row: AssignmentRecord) => presentFor(presentRecord(row, lockFinished), actor);
  },
  completePage: withCurrentContacts,
});

/** GET /assignments/filter. */
export const filterAssignments = assignmentsPage(assignmentsRepository.filter);

/** GET /assignments/excluded: the trash. */
export const listExcluded = assignmentsPage(assignmentsRepository.excluded);

/** GET /assignments/counter?date: the day's total and count per state. */
export async function countDay(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<{ total: number; byState: Record<DocumentState, number> }> {
  allow(assignmentsPolicy.canRead(actor));
  const byState: Record<DocumentState, number> = {
    PRODUCING: 0,
    COVERING: 0,
    COMPLETED: 0,
    INTERRUPTED: 0,
    EDITING: 0,
  };
  for (const { state, n } of await assignmentsRepository.countByState(
    platform.database.db,
    actor,
    date,
  )) {
    if (state in byState) byState[state] += n;
  }
  return { total: Object.values(byState).reduce((a, b) => a + b, 0), byState };
}

/** GET /assignments/groupings?date. */
export async function groupings(platform: Platform, actor: Actor, date: string) {
  allow(assignmentsPolicy.canRead(actor));
  return assignmentsRepository.groupings(platform.database.db, actor, date);
}
