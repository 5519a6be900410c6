import type { Assignment, NewsReport } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { moveToTrash } from '../../platform/documents/kernel';
import { assignmentKind } from '../assignments/assignments.kind';
import { assignmentsPolicy } from '../assignments/assignments.policy';
import { presentFor as presentAssignmentFor } from '../assignments/assignments.presenter';
import { assignmentsRepository } from '../assignments/assignments.repository';
import {
  assertContentVisible as assertAssignmentContentVisible,
  loadVisible as loadVisibleAssignment,
  wholeOf as wholeAssignmentOf,
} from '../assignments/assignments.shared';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';
import { newsReportsRepository } from './newsReports.repository';
import { changeNewsReport } from './newsReports.kind';
import {
  assertContentVisible,
  assertNotExcluded,
  loadVisible,
  wholeOf,
} from './newsReports.shared';
import { allow, notFound } from '../../platform/http/refusals';

/**
 * The association of a news report with an assignment (spec 2 "history drawer"): none, associated,
 * removed, reassociated. The assignment shows with an `excluded` marker when it is in the trash.
 */

/** The associated assignment as the actor sees it. */
export interface Association {
  assignment: Assignment | null;
  excluded: boolean;
}

/** A change of the association answers the news report (new version) and the association. */
export type AssociationChange = Association & { newsReport: NewsReport };

/**
 * The assignment of an id as the actor may see it: null when there is none, the actor may not
 * read assignments or its programs are closed to them; masked when private to others.
 */
async function associationOf(
  db: Executor,
  actor: Actor,
  assignmentId: number | null,
): Promise<Association> {
  if (assignmentId === null || !assignmentsPolicy.canRead(actor))
    return { assignment: null, excluded: false };
  const record = await assignmentsRepository.findRecord(db, assignmentId);
  if (!record) return { assignment: null, excluded: false };
  const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
  if (!assignmentsPolicy.canSeePrograms(actor, record.programsIds, groupsOf))
    return { assignment: null, excluded: false };
  return {
    assignment: presentAssignmentFor(await wholeAssignmentOf(db, record), actor),
    excluded: record.excluded,
  };
}

/** GET /news_reports/{id}/assignment. */
export async function loadAssociation(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Association> {
  allow(newsReportsPolicy.canRead(actor));
  const db = platform.database.db;
  const record = await loadVisible(db, actor, id);
  assertContentVisible(actor, record);
  return associationOf(db, actor, record.assignmentId);
}

/**
 * PUT /news_reports/{id}/assignment { assignmentId }: associates (or reassociates) an assignment
 * the actor may read (404 unknown, in the trash or outside their programs; 403 private to others).
 */
export async function associate(
  platform: Platform,
  actor: Actor,
  id: number,
  assignmentId: number,
): Promise<AssociationChange> {
  allow(newsReportsPolicy.canUseAssignments(actor));
  return platform.database.db.transaction(async (tx) => {
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    const assignment = await loadVisibleAssignment(tx, actor, assignmentId);
    if (assignment.excluded) throw notFound();
    assertAssignmentContentVisible(actor, assignment);
    const newsReport =
      record.assignmentId === assignmentId
        ? presentFor(await wholeOf(tx, id), actor)
        : await changeNewsReport(
            tx,
            actor,
            id,
            { assignmentId, changedById: actor.userId },
            platform.clock(),
          );
    return { newsReport, ...(await associationOf(tx, actor, assignmentId)) };
  });
}

/**
 * DELETE /news_reports/{id}/assignment?keepGuideline: removes the association; with
 * `keepGuideline=false` the assignment also goes to the trash (needs ROLE_ASSIGNMENT_WRITE; 412
 * `document:inEdition` while another user edits it). Without an association nothing changes.
 */
export async function removeAssociation(
  platform: Platform,
  actor: Actor,
  id: number,
  keepAssignment: boolean,
): Promise<AssociationChange> {
  allow(newsReportsPolicy.canWrite(actor));
  if (!keepAssignment) allow(newsReportsPolicy.canTrashAssignments(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    const assignmentId = record.assignmentId;
    if (assignmentId === null)
      return {
        newsReport: presentFor(await wholeOf(tx, id), actor),
        assignment: null,
        excluded: false,
      };
    if (!keepAssignment) await trashAssignment(tx, actor, assignmentId, now);
    const newsReport = await changeNewsReport(
      tx,
      actor,
      id,
      { assignmentId: null, changedById: actor.userId },
      now,
    );
    return { newsReport, assignment: null, excluded: false };
  });
}

/**
 * Sends the associated assignment to the trash (as DELETE /assignments/{id} does), unless it is
 * there.
 */
async function trashAssignment(tx: Executor, actor: Actor, assignmentId: number, now: Date) {
  const assignment = await loadVisibleAssignment(tx, actor, assignmentId);
  if (!assignment.excluded) await moveToTrash(tx, assignmentKind, actor, assignmentId, now);
}
