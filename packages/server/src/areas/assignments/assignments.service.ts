import { z } from 'zod';
import {
  ASSIGNMENT_PATCH_FIELDS,
  assignmentInputSchema,
  DomainError,
  ruleViolation,
  type Assignment,
  type AssignmentFilterQuery,
  type AssignmentInput,
  type AssignmentUpdate,
  type Audience,
  type DocumentState,
  type FieldError,
  type FieldPatch,
  type LockView,
  type Paged,
  type PageQuery,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { acquireLock, holdLockForSave } from '../../platform/documents/locks';
import {
  listRevisionsWithChanges,
  recordRevision,
  type RevisionWithChanges,
} from '../../platform/documents/revisions';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { assignments } from '../../platform/db/schema';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { presentProposal } from '../proposals/proposals.presenter';
import { proposalsRepository } from '../proposals/proposals.repository';
import { proposalsPolicy } from '../proposals/proposals.policy';
import { todayIn } from '../rundowns/rundowns.time';
import { renderAssignmentText } from './assignments.text';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor, presentRecord, revisionSnapshot } from './assignments.presenter';
import {
  assignmentsRepository,
  type AssignmentRecord,
  type AssignmentValues,
  type ReferenceKind,
} from './assignments.repository';

/** Lock and revision entity type of guidelines (the area's name). */
export const ASSIGNMENT_ENTITY = 'assignment';

const forbidden = () => new DomainError('forbidden', 'error:forbidden');
const notFound = () => new DomainError('not_found', 'error:notFound');
function require(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

const lockFinishedOf = async (db: Executor) =>
  (await loadAreaConfig(db, 'assignment')).lockFinished;

/** The whole guideline (unmasked, document abilities) of a record. */
async function wholeOf(db: Executor, record: AssignmentRecord): Promise<Assignment> {
  return presentRecord(record, await lockFinishedOf(db));
}

/** Loads a guideline the actor may know of (program access; 404 otherwise). */
async function loadVisible(db: Executor, actor: Actor, id: number): Promise<AssignmentRecord> {
  const record = await assignmentsRepository.findRecord(db, id);
  if (!record) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
  if (!assignmentsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  return record;
}

/** The guideline as the actor sees it, read again (after a change, or for a 409). */
async function reload(db: Executor, actor: Actor, id: number): Promise<Assignment> {
  const record = await assignmentsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return presentFor(await wholeOf(db, record), actor);
}

/**
 * Who receives a guideline's events: everyone reading guidelines, unless every one of its
 * programs is restricted to groups — then only those groups' members (root aside).
 */
async function audienceOf(db: Executor, programsIds: readonly number[]): Promise<Audience | null> {
  if (programsIds.length === 0) return null;
  const groupsOf = await assignmentsRepository.programGroups(db, programsIds);
  const lists = programsIds.map((id) => groupsOf.get(id) ?? []);
  if (lists.some((groups) => groups.length === 0)) return null;
  return { programGroupIds: [...new Set(lists.flat())] };
}

/** Publishes a guideline event with the unmasked guideline (the topic renderer masks it per viewer). */
async function publish(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE',
  assignment: Assignment,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'assignments',
    action,
    entity: ASSIGNMENT_ENTITY,
    id: assignment.id,
    data: assignment,
    version: assignment.version,
    audience: await audienceOf(tx, assignment.programsIds),
  });
}

/** 400 validation_failed naming fields whose referenced records do not exist (or programs the actor may not use). */
async function assertReferences(
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
    // A program the guideline already had stays even when the actor reaches it through another one.
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
function valuesOf(input: AssignmentInput): AssignmentValues {
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

/** Refuses changes to a guideline in the trash. */
function assertNotExcluded(record: AssignmentRecord): void {
  if (record.excluded) throw ruleViolation('document:alreadyExcluded');
}

/** Refuses changes to a private guideline of others (403). */
function assertContentVisible(actor: Actor, record: AssignmentRecord): void {
  require(assignmentsPolicy.canSeeContent(actor, record));
}

async function assertNotFinishedLocked(db: Executor, record: AssignmentRecord): Promise<void> {
  if (
    assignmentsPolicy.isFinishedLocked(
      { state: record.state as DocumentState },
      await lockFinishedOf(db),
    )
  ) {
    throw ruleViolation('assignment:finishedLocked');
  }
}

/** Creates a guideline row, records its first revision and publishes CREATE. */
async function insertAssignment(
  tx: Executor,
  actor: Actor,
  values: AssignmentValues & { slug: string; date: string },
  now: Date,
): Promise<Assignment> {
  const id = await assignmentsRepository.insert(tx, {
    ...values,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
  await recordRevision(
    tx,
    actor,
    { entityType: ASSIGNMENT_ENTITY, entityId: id },
    revisionSnapshot(whole),
    whole.slug,
    now,
  );
  await publish(tx, actor, 'CREATE', whole);
  return presentFor(whole, actor);
}

const today = (platform: Platform) => todayIn(platform.config.newsroomTimeZone, platform.clock());

// ---------------------------------------------------------------- reading

/** GET /assignments?date: the day list. */
export async function listDay(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<Assignment[]> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const lockFinished = await lockFinishedOf(db);
  const rows = await assignmentsRepository.listOfDay(db, actor, date);
  return rows.map((row) => presentFor(presentRecord(row, lockFinished), actor));
}

/** GET /assignments/filter. */
export async function filterAssignments(
  platform: Platform,
  actor: Actor,
  query: AssignmentFilterQuery,
): Promise<Paged<Assignment>> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const lockFinished = await lockFinishedOf(db);
  const { rows, total } = await assignmentsRepository.filter(db, actor, query);
  return {
    data: rows.map((row) => presentFor(presentRecord(row, lockFinished), actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/** GET /assignments/excluded: the trash. */
export async function listExcluded(
  platform: Platform,
  actor: Actor,
  query: PageQuery,
): Promise<Paged<Assignment>> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const lockFinished = await lockFinishedOf(db);
  const { rows, total } = await assignmentsRepository.excluded(db, actor, query);
  return {
    data: rows.map((row) => presentFor(presentRecord(row, lockFinished), actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/** GET /assignments/counter?date: the day's total and count per state. */
export async function countDay(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<{ total: number; byState: Record<DocumentState, number> }> {
  require(assignmentsPolicy.canRead(actor));
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
  require(assignmentsPolicy.canRead(actor));
  return assignmentsRepository.groupings(platform.database.db, actor, date);
}

/** GET /assignments/{id} (excluded ones load too, `excluded: true`). */
export async function loadAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Assignment> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  return presentFor(await wholeOf(db, await loadVisible(db, actor, id)), actor);
}

/** GET /assignments/{id}/revisions, newest first with the changes from the previous one. */
export async function listAssignmentRevisions(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  assertContentVisible(actor, await loadVisible(db, actor, id));
  return listRevisionsWithChanges(db, { entityType: ASSIGNMENT_ENTITY, entityId: id });
}

// ---------------------------------------------------------------- editing

/**
 * GET /assignments/{id}/edit: the guideline with its edit lock (taken, renewed or, with
 * `takeOver`, taken over). Another user's live lock is 412 `document:lockedTo`; a finished
 * guideline while the configuration locks finished ones is 422 `assignment:finishedLocked`.
 */
export async function loadForEdit(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ assignment: Assignment; lock: LockView }> {
  require(assignmentsPolicy.canWrite(actor));
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
  require(assignmentsPolicy.canWrite(actor));
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

/** POST /assignments/{id}/copy: a new guideline of the caller, back in production, tasks not done. */
export async function copyAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  date: string | undefined,
): Promise<Assignment> {
  require(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const source = await loadVisible(tx, actor, id);
    assertContentVisible(actor, source);
    const whole = await wholeOf(tx, source);
    return insertAssignment(
      tx,
      actor,
      {
        ...valuesOf({
          ...whole,
          state: 'PRODUCING',
          tasks: whole.tasks.map((task) => ({ ...task, done: false })),
        }),
        slug: whole.slug,
        date: date ?? whole.date,
      },
      platform.clock(),
    );
  });
}

/**
 * POST /assignments/proposal/{proposalId}: a guideline from a proposal (slug, proposal text,
 * information and programs carried over; date = the given one, else the proposal's, else
 * today). The proposal records the guideline; a proposal already converted is 422
 * `proposal:alreadyConverted`.
 */
export async function createFromProposal(
  platform: Platform,
  actor: Actor,
  proposalId: number,
  date: string | undefined,
): Promise<Assignment> {
  require(assignmentsPolicy.canConvertProposal(actor));
  return platform.database.db.transaction(async (tx) => {
    await proposalsRepository.lockRow(tx, proposalId);
    const proposal = await proposalsRepository.findRecord(tx, proposalId);
    if (!proposal || proposal.excluded) throw notFound();
    const groupsOf = await assignmentsRepository.programGroups(tx, proposal.programsIds);
    if (!proposalsPolicy.canSeePrograms(actor, proposal.programsIds, groupsOf)) throw notFound();
    if (proposal.assignmentId !== null)
      throw ruleViolation('proposal:alreadyConverted', { assignmentId: proposal.assignmentId });
    const now = platform.clock();
    const input = assignmentInputSchema.parse({
      slug: proposal.slug,
      date: date ?? proposal.date ?? today(platform),
      proposal: proposal.proposal,
      information: proposal.information,
      programsIds: proposal.programsIds,
    });
    await assertReferences(tx, actor, input);
    const assignment = await insertAssignment(
      tx,
      actor,
      { ...valuesOf(input), slug: input.slug, date: input.date, proposalId },
      now,
    );
    await proposalsRepository.setAssignment(tx, proposalId, assignment.id, now);
    const converted = presentProposal((await proposalsRepository.findRecord(tx, proposalId))!);
    await emit(tx, actor.sessionId, {
      topic: 'proposals',
      action: 'UPDATE',
      entity: 'proposal',
      id: proposalId,
      data: converted,
      version: converted.version,
      audience: await audienceOf(tx, converted.programsIds),
    });
    return assignment;
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
  require(assignmentsPolicy.canWrite(actor));
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

/** An input referencing nothing, to check the one reference a patch changes. */
const NO_REFERENCES: AssignmentInput = assignmentInputSchema.parse({
  slug: '-',
  date: '2000-01-01',
});

type PatchField = (typeof ASSIGNMENT_PATCH_FIELDS)[number];
const isPatchField = (field: string): field is PatchField =>
  (ASSIGNMENT_PATCH_FIELDS as readonly string[]).includes(field);

/** A zod issue as a `validation:*` key, as the HTTP layer maps body errors. */
function issueKey(issue: z.core.$ZodIssue): { key: string; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? { key: 'required' }
        : {
            key: issue.origin === 'string' ? 'minChars' : 'min',
            params: { count: Number(issue.minimum) },
          };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'maxChars' : 'max',
        params: { count: Number(issue.maximum) },
      };
    default:
      return { key: 'invalid' };
  }
}

/** The new value of a patch, validated as the editor's field is. */
function parsePatchValue(patch: FieldPatch): { field: PatchField; value: unknown } {
  if (!isPatchField(patch.field)) {
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field: 'field', key: 'invalid' }],
    });
  }
  const parsed = assignmentInputSchema.shape[patch.field].safeParse(patch.value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({ field: patch.field, ...issueKey(issue) }));
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
  }
  return { field: patch.field, value: parsed.data };
}

/**
 * PATCH /assignments/{id} { field, value }: one field from a list, applied at once by the client
 * and rolled back on failure — every refusal carries `field`, `newValue`, `oldValue`. Refused
 * while another user edits the guideline (412 `document:lockedTo`), in the trash, private to
 * others, or finished while finished ones are locked (only ROLE_ASSIGNMENT_ADMIN may reopen it
 * by patching its state).
 */
export async function patchAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Assignment> {
  require(assignmentsPolicy.canWrite(actor));
  const db = platform.database.db;
  const before = await assignmentsRepository.findRecord(db, id);
  const oldValue =
    before && isPatchField(patch.field)
      ? (before as Record<PatchField, unknown>)[patch.field]
      : null;
  return applyFieldPatch(patch, oldValue, () =>
    db.transaction(async (tx) => {
      const now = platform.clock();
      await assignmentsRepository.lockRow(tx, id);
      const record = await loadVisible(tx, actor, id);
      assertContentVisible(actor, record);
      assertNotExcluded(record);
      const { field, value } = parsePatchValue(patch);
      const reopening = field === 'state' && assignmentsPolicy.canReopenLocked(actor);
      if (!reopening) await assertNotFinishedLocked(tx, record);
      const holder = await assignmentsRepository.lockOfOther(tx, id, actor.userId, now);
      if (holder !== null)
        throw new DomainError('locked_by_other', 'document:lockedTo', { nickname: holder });
      await assertReferences(tx, actor, { ...NO_REFERENCES, [field]: value });
      await assignmentsRepository.update(
        tx,
        id,
        { [field]: value, changedById: actor.userId },
        now,
      );
      const after = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
      await recordRevision(
        tx,
        actor,
        { entityType: ASSIGNMENT_ENTITY, entityId: id },
        revisionSnapshot(after),
        after.slug,
        now,
      );
      await emit(tx, actor.sessionId, {
        topic: 'assignments',
        action: 'PATCH',
        entity: ASSIGNMENT_ENTITY,
        id,
        data: { id, field, value, assignment: after },
        version: after.version,
        audience: await audienceOf(tx, after.programsIds),
      });
      return presentFor(after, actor);
    }),
  );
}

/** DELETE /assignments/{id}: to the trash; refused (412 `document:inEdition`) while another user edits it. */
export async function removeAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  require(assignmentsPolicy.canWrite(actor));
  await platform.database.db.transaction(async (tx) => {
    await assignmentsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    const holder = await assignmentsRepository.lockOfOther(tx, id, actor.userId, platform.clock());
    if (holder !== null)
      throw new DomainError('precondition_failed', 'document:inEdition', { nickname: holder });
    const version = await setExcluded(tx, assignments, id, true);
    await emit(tx, actor.sessionId, {
      topic: 'assignments',
      action: 'DELETE',
      entity: ASSIGNMENT_ENTITY,
      id,
      data: { id, date: record.date },
      version,
      audience: await audienceOf(tx, record.programsIds),
    });
  });
}

/** PUT /assignments/{id}/restore: back from the trash (422 `document:notExcluded` otherwise); CREATE for the lists. */
export async function restoreAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Assignment> {
  require(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    await setExcluded(tx, assignments, id, false);
    const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
    await publish(tx, actor, 'CREATE', whole);
    return presentFor(whole, actor);
  });
}

/** PUT /assignments/{id}/private and /allowed_users: the owner shares a guideline (403 `assignment:onlyOwnerShares`). */
export async function shareAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  change: { isPrivate: boolean } | { allowedUserIds: number[] },
): Promise<Assignment> {
  require(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await assignmentsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertNotExcluded(record);
    if (!assignmentsPolicy.isOwner(actor, record))
      throw new DomainError('forbidden', 'assignment:onlyOwnerShares');
    if ('allowedUserIds' in change) {
      if ((await assignmentsRepository.missing(tx, 'user', change.allowedUserIds)).length > 0) {
        throw new DomainError('validation_failed', 'validation:failed', {
          part: 'body',
          fields: [{ field: 'userIds', key: 'invalid' }],
        });
      }
    }
    const values =
      'isPrivate' in change
        ? { isPrivate: change.isPrivate }
        : { allowedUserIds: [...new Set(change.allowedUserIds)] };
    await assignmentsRepository.update(tx, id, values, platform.clock());
    const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
    await publish(tx, actor, 'UPDATE', whole);
    return presentFor(whole, actor);
  });
}

/**
 * POST /assignments/{id}/email: checks the guideline and the recipients and renders the
 * plain-text message; sending arrives with the SMTP issue, so the answer is 422
 * `mail:notAvailable` (never a fake "sent").
 */
export async function emailAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  to: string[],
): Promise<never> {
  require(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const record = await loadVisible(db, actor, id);
  assertContentVisible(actor, record);
  const text = renderAssignmentText(await wholeOf(db, record));
  throw ruleViolation('mail:notAvailable', { recipients: to.length, characters: text.length });
}
