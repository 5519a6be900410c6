import {
  assignmentInputSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  type Assignment,
  type AssignmentInput,
  type AssignmentUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { assignments } from '../../platform/db/schema';
import { documentChanged } from '../../platform/documents/kernel';
import type { DocumentKind } from '../../platform/documents/kind';
import { notifyNewPeople } from './assignments.notify';
import { notFound } from '../../platform/http/refusals';
import { assignmentPatch } from './assignments.patch';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor, revisionSnapshot } from './assignments.presenter';
import {
  assignmentsRepository,
  type AssignmentRecord,
  type AssignmentValues,
} from './assignments.repository';
import {
  ASSIGNMENT_ENTITY,
  assertContentVisible,
  assertNotFinishedLocked,
  assertReferences,
  audienceOf,
  loadVisible,
  valuesOf,
  wholeOf,
} from './assignments.shared';

/** A new assignment row of the actor; its id. */
function insertRow(
  tx: Executor,
  actor: Actor,
  values: AssignmentValues & { slug: string; date: string },
  now: Date,
): Promise<number> {
  return assignmentsRepository.insert(tx, {
    ...values,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
}

/** The whole assignment read again by id. */
async function wholeById(db: Executor, id: number): Promise<Assignment> {
  const record = await assignmentsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return wholeOf(db, record);
}

/**
 * The assignment as a document kind: the kernel loads, edits, saves, patches, shares, versions,
 * trashes and restores it. A finished assignment does not change while the configuration locks
 * finished ones (422 `assignment:finishedLocked`).
 */
export const assignmentKind: DocumentKind<
  AssignmentRecord,
  Assignment,
  AssignmentInput,
  AssignmentUpdate
> = {
  entity: ASSIGNMENT_ENTITY,
  topic: 'assignments',
  path: '/assignments',
  noun: 'guideline',
  editKey: 'assignment',
  table: assignments,
  schemas: {
    document: assignmentSchema,
    input: assignmentInputSchema,
    update: assignmentUpdateSchema,
  },
  policy: assignmentsPolicy,
  find: loadVisible,
  lockRow: (tx, id) => assignmentsRepository.lockRow(tx, id),
  whole: wholeById,
  present: presentFor,
  assertContent: assertContentVisible,
  assertChangeable: assertNotFinishedLocked,
  validate: (tx, actor, input, record) => assertReferences(tx, actor, input, record?.programsIds),
  insert: (tx, actor, input, now) =>
    insertRow(tx, actor, { ...valuesOf(input), slug: input.slug, date: input.date }, now),
  updateAtVersion: (tx, actor, id, version, input, now) =>
    assignmentsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...valuesOf(input), changedById: actor.userId },
      now,
    ),
  saved: notifyNewPeople,
  snapshot: revisionSnapshot,
  slugOf: (assignment) => assignment.slug,
  audience: (db, assignment) => audienceOf(db, assignment.programsIds),
  deletedData: (record) => ({ id: record.id, date: record.date }),
  patch: assignmentPatch,
  sharing: {
    isOwner: assignmentsPolicy.isOwner,
    onlyOwnerKey: 'assignment:onlyOwnerShares',
    privateValues: (_record, isPrivate) => ({ isPrivate }),
    write: (tx, _actor, id, values, now) => assignmentsRepository.update(tx, id, values, now),
  },
};

/**
 * Inserts an assignment of the actor with columns besides its input (the proposal it came from),
 * records its first revision and publishes CREATE.
 */
export async function insertAssignment(
  tx: Executor,
  actor: Actor,
  values: AssignmentValues & { slug: string; date: string },
  now: Date,
): Promise<Assignment> {
  const id = await insertRow(tx, actor, values, now);
  return documentChanged(tx, assignmentKind, actor, id, now, { action: 'CREATE' });
}
