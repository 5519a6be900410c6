import type { Assignment, AssignmentInput, AssignmentUpdate, LockView } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { acquireLock, holdLockForSave } from '../../platform/documents/locks';
import {
  listRevisionsWithChanges,
  recordRevision,
  type RevisionWithChanges,
} from '../../platform/documents/revisions';
import { expectUpdated } from '../../platform/documents/versions';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor, revisionSnapshot } from './assignments.presenter';
import { assignmentsRepository } from './assignments.repository';
import {
  ASSIGNMENT_ENTITY,
  assertContentVisible,
  assertNotExcluded,
  assertNotFinishedLocked,
  assertReferences,
  insertAssignment,
  loadVisible,
  publish,
  valuesOf,
  wholeOf,
} from './assignments.shared';
import { allow, notFound } from '../../platform/http/refusals';

/**
 * The guideline document: load, revisions, load for edit with its lock, create and save. Lists
 * are in assignments.lists.ts, single-field patches in assignments.patch.ts, copies, proposals
 * and the trash in assignments.lifecycle.ts, sharing and e-mail in assignments.sharing.ts.
 */

/** The guideline as the actor sees it, read again (after a change, or for a 409). */
async function reload(db: Executor, actor: Actor, id: number): Promise<Assignment> {
  const record = await assignmentsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return presentFor(await wholeOf(db, record), actor);
}

// ---------------------------------------------------------------- reading

/** GET /assignments/{id} (excluded ones load too, `excluded: true`). */
export async function loadAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Assignment> {
  allow(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  return presentFor(await wholeOf(db, await loadVisible(db, actor, id)), actor);
}

/** GET /assignments/{id}/revisions, newest first with the changes from the previous one. */
export async function listAssignmentRevisions(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  allow(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  assertContentVisible(actor, await loadVisible(db, actor, id));
  return listRevisionsWithChanges(db, { entityType: ASSIGNMENT_ENTITY, entityId: id });
}

// ---------------------------------------------------------------- editing

/**
 * POST /assignments/{id}/edit: the guideline with its edit lock (taken, renewed or, with
 * `takeOver`, taken over). Another user's live lock is 412 `document:lockedTo`; a finished
 * guideline while the configuration locks finished ones is 422 `assignment:finishedLocked`.
 */
export async function loadForEdit(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ assignment: Assignment; lock: LockView }> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    await assertNotFinishedLocked(tx, record);
    const lock = await acquireLock(
      tx,
      actor,
      { entityType: ASSIGNMENT_ENTITY, entityId: id },
      platform.clock(),
      { takeOver },
    );
    return { assignment: presentFor(await wholeOf(tx, record), actor), lock };
  });
}

/** POST /assignments. */
export async function createAssignment(
  platform: Platform,
  actor: Actor,
  input: AssignmentInput,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await assertReferences(tx, actor, input);
    return insertAssignment(
      tx,
      actor,
      { ...valuesOf(input), slug: input.slug, date: input.date },
      platform.clock(),
    );
  });
}

/**
 * PUT /assignments/{id}: saves the editor's whole guideline. Order: visible and changeable →
 * references → the lock for a save (own renewed, free taken, another's 412 `lock_lost`) →
 * version (409 `stale_version` with the current guideline) → write, revision, UPDATE.
 */
export async function updateAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  body: AssignmentUpdate,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await assignmentsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    await assertNotFinishedLocked(tx, record);
    const { version, ...input } = body;
    await assertReferences(tx, actor, input, record.programsIds);
    await holdLockForSave(tx, actor, { entityType: ASSIGNMENT_ENTITY, entityId: id }, now);
    const rows = await assignmentsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...valuesOf(input), changedById: actor.userId },
      now,
    );
    await expectUpdated(rows, () => reload(tx, actor, id));
    const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
    await recordRevision(
      tx,
      actor,
      { entityType: ASSIGNMENT_ENTITY, entityId: id },
      revisionSnapshot(whole),
      whole.slug,
      now,
    );
    await publish(tx, actor, 'UPDATE', whole);
    return presentFor(whole, actor);
  });
}
