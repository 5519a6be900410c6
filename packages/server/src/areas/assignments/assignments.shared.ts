import {
  DomainError,
  linkedContactIds,
  ruleViolation,
  withLinkedContacts,
  type Assignment,
  type AssignmentInput,
  type Audience,
  type DocumentState,
  type FieldError,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { linkedContacts } from '../contacts/contacts.linked';
import { assignmentsPolicy } from './assignments.policy';
import { presentRecord } from './assignments.presenter';
import {
  assignmentsRepository,
  type AssignmentRecord,
  type AssignmentValues,
  type ReferenceKind,
} from './assignments.repository';
import { allow, notFound } from '../../platform/http/refusals';

/**
 * Helpers every assignment use case shares (document, lists, patch, lifecycle, sharing): access
 * checks, the whole assignment, references, creating a row and publishing its events.
 */

/** Lock and revision entity type of assignments (the area's name). */
export const ASSIGNMENT_ENTITY = 'assignment';

/** Whether the configuration locks finished assignments. */
export const lockFinishedOf = async (db: Executor) =>
  (await loadAreaConfig(db, 'assignment')).lockFinished;

/**
 * The whole assignment (unmasked, document abilities) of a record, its guides' linked contacts as
 * the address book has them now.
 */
export async function wholeOf(db: Executor, record: AssignmentRecord): Promise<Assignment> {
  const [whole] = await withCurrentContacts(db, [presentRecord(record, await lockFinishedOf(db))]);
  return whole!;
}

/** The assignments with their guides' linked contacts as the address book has them now (one read). */
export async function withCurrentContacts(
  db: Executor,
  assignments: Assignment[],
): Promise<Assignment[]> {
  const ids = [...new Set(assignments.flatMap((a) => linkedContactIds(a.guides)))];
  if (ids.length === 0) return assignments;
  const current = await linkedContacts(db, ids);
  return assignments.map((a) => ({ ...a, guides: withLinkedContacts(a.guides, current) }));
}

/** Loads an assignment the actor may know of (program access; 404 otherwise). */
export async function loadVisible(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<AssignmentRecord> {
  const record = await assignmentsRepository.findRecord(db, id);
  if (!record) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
  if (!assignmentsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  return record;
}

/**
 * Who receives an assignment's events: everyone reading assignments, unless every one of its
 * programs is restricted to groups — then only those groups' members (root aside).
 */
export async function audienceOf(
  db: Executor,
  programsIds: readonly number[],
): Promise<Audience | null> {
  if (programsIds.length === 0) return null;
  const groupsOf = await assignmentsRepository.programGroups(db, programsIds);
  return assignmentsPolicy.programsAudience(programsIds, groupsOf);
}

/** 400 validation_failed naming fields whose referenced records do not exist (or programs the actor may not use). */
export async function assertReferences(
  db: Executor,
  actor: Actor,
  input: AssignmentInput,
  keptProgramIds: readonly number[] = [],
): Promise<void> {
  const checks: [string, ReferenceKind, number[]][] = [
    ['typeId', 'type', input.typeId === null ? [] : [input.typeId]],
    ['teamId', 'team', input.teamId === null ? [] : [input.teamId]],
    ['branchId', 'branch', input.branchId === null ? [] : [input.branchId]],
    [
      'classificationId',
      'classification',
      input.classificationId === null ? [] : [input.classificationId],
    ],
    ['editorsIds', 'user', input.editorsIds],
    ['producersIds', 'user', input.producersIds],
    ['reportersIds', 'user', input.reportersIds],
    ['programsIds', 'program', input.programsIds],
    ['editorialsIds', 'editorial', input.editorialsIds],
    ['vehiclesIds', 'vehicle', input.vehiclesIds],
  ];
  const fields: FieldError[] = [];
  for (const [field, kind, ids] of checks) {
    if ((await assignmentsRepository.missing(db, kind, ids)).length > 0)
      fields.push({ field, key: 'invalid' });
  }
  if (
    !fields.some((f) => f.field === 'programsIds') &&
    input.programsIds.length > 0 &&
    !actor.isRoot
  ) {
    const groupsOf = await assignmentsRepository.programGroups(db, input.programsIds);
    // A program the assignment already had stays even when the actor reaches it through another
    // one.
    const outside = input.programsIds.filter(
      (id) =>
        !keptProgramIds.includes(id) && !assignmentsPolicy.canSeePrograms(actor, [id], groupsOf),
    );
    if (outside.length > 0) fields.push({ field: 'programsIds', key: 'invalid' });
  }
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

/** The columns of an input (slug already upper case by the schema). */
export function valuesOf(input: AssignmentInput): AssignmentValues {
  return {
    slug: input.slug,
    date: input.date,
    state: input.state,
    typeId: input.typeId,
    teamId: input.teamId,
    branchId: input.branchId,
    classificationId: input.classificationId,
    cameraman: input.cameraman,
    editorsIds: input.editorsIds,
    producersIds: input.producersIds,
    reportersIds: input.reportersIds,
    programsIds: input.programsIds,
    editorialsIds: input.editorialsIds,
    vehiclesIds: input.vehiclesIds,
    proposal: input.proposal,
    referral: input.referral,
    information: input.information,
    guides: input.guides,
    tasks: input.tasks,
  };
}

/** Refuses changes to an assignment in the trash. */
export function assertNotExcluded(record: AssignmentRecord): void {
  if (record.excluded) throw ruleViolation('document:alreadyExcluded');
}

/** Refuses changes to a private assignment of others (403). */
export function assertContentVisible(actor: Actor, record: AssignmentRecord): void {
  allow(assignmentsPolicy.canSeeContent(actor, record));
}

/** Refuses changes to a finished assignment while the configuration locks finished ones (422). */
export async function assertNotFinishedLocked(
  db: Executor,
  record: AssignmentRecord,
): Promise<void> {
  if (
    assignmentsPolicy.isFinishedLocked(
      { state: record.state as DocumentState },
      await lockFinishedOf(db),
    )
  ) {
    throw ruleViolation('assignment:finishedLocked');
  }
}
