import {
  DomainError,
  PRODUCTION_PATCH_FIELDS,
  productionInputSchema,
  productionTaskSchema,
  ruleViolation,
  type FieldPatch,
  type Paged,
  type Production,
  type ProductionInput,
  type ProductionTask,
} from '@newsroom/domain';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { productions } from '../../platform/db/schema';
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
import type { LockView } from '@newsroom/domain';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import { productionsPolicy } from './productions.policy';
import { editableFieldsOf, presentProduction, tasksOf } from './productions.presenter';
import {
  productionsRepository,
  type GuidelineSource,
  type ProductionRecord,
  type ProductionRow,
} from './productions.repository';

/**
 * Production checklists (spec 2 §3, spec 3 §7 "Productions"): one use case per function, each in
 * one transaction that writes its `productions` event. Every saved change (create, save, patch)
 * is a revision, so the version history shows task ticks too.
 */

/** Lock and revision entity type of a checklist. */
export const PRODUCTION_ENTITY = 'production';
const target = (id: number) => ({ entityType: PRODUCTION_ENTITY, entityId: id });

const notFound = () => new DomainError('not_found', 'error:notFound');
const excludedChecklist = () => ruleViolation('production:excluded');

/** A 400 naming the fields whose referenced ids do not exist. */
function invalidFields(fields: string[]): DomainError {
  return new DomainError('validation_failed', 'validation:failed', {
    fields: fields.map((field) => ({ field, key: 'invalid' })),
  });
}

async function loadRecord(db: Executor, id: number): Promise<ProductionRecord> {
  const record = await productionsRepository.findById(db, id);
  if (!record) throw notFound();
  return record;
}

async function checkReferences(db: Executor, input: ProductionInput): Promise<void> {
  const unknown = await productionsRepository.unknownReferences(db, input);
  if (unknown.length > 0) throw invalidFields(unknown);
}

/** A live lock of another user refuses changes that would pull the rug from their editor. */
async function assertNotEditedByOther(
  db: Executor,
  actor: Actor,
  id: number,
  now: Date,
  refusal: (nickname: string) => DomainError,
): Promise<void> {
  const lock = await productionsRepository.liveLock(db, id, now);
  if (lock && lock.userId !== actor.userId) throw refusal(lock.nickname);
}

/** Records the revision of a saved checklist and publishes its event. */
async function saved(
  tx: Executor,
  actor: Actor,
  row: ProductionRow,
  now: Date,
  event: { action: 'CREATE' | 'UPDATE' } | { action: 'PATCH'; field: string; value: unknown },
): Promise<Production> {
  await recordRevision(tx, actor, target(row.id), editableFieldsOf(row), row.slug, now);
  const production = presentProduction(await loadRecord(tx, row.id), actor);
  await emit(tx, actor.sessionId, {
    topic: 'productions',
    action: event.action,
    entity: PRODUCTION_ENTITY,
    id: row.id,
    data:
      event.action === 'PATCH'
        ? { id: row.id, field: event.field, value: event.value, production }
        : production,
    version: row.version,
  });
  return production;
}

/** The checklists of a day (GET /productions?date&onlyNotDone). */
export async function listProductionsOfDay(
  platform: Platform,
  actor: Actor,
  query: { date: string; onlyNotDone: boolean },
): Promise<Production[]> {
  const records = await productionsRepository.listOfDay(
    platform.database.db,
    query.date,
    query.onlyNotDone,
  );
  return records.map((record) => presentProduction(record, actor));
}

/** A page of checklists by period and text. */
export async function filterProductions(
  platform: Platform,
  actor: Actor,
  query: { from?: string; to?: string; text?: string; page: number; size: number },
): Promise<Paged<Production>> {
  const { rows, total } = await productionsRepository.filter(platform.database.db, query);
  return {
    data: rows.map((record) => presentProduction(record, actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/** A page of the checklists in the trash. */
export async function excludedProductions(
  platform: Platform,
  actor: Actor,
  query: { page: number; size: number },
): Promise<Paged<Production>> {
  const { rows, total } = await productionsRepository.excluded(platform.database.db, query);
  return {
    data: rows.map((record) => presentProduction(record, actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/** One checklist (also from the trash, marked excluded). */
export async function getProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Production> {
  return presentProduction(await loadRecord(platform.database.db, id), actor);
}

/**
 * Opens a checklist for editing: takes or renews its lock (another user's live lock is a 412
 * `document:lockedTo` unless `takeOver`).
 */
export async function editProduction(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ production: Production; lock: LockView }> {
  return platform.database.db.transaction(async (tx) => {
    const record = await loadRecord(tx, id);
    if (record.row.excluded) throw excludedChecklist();
    const lock = await acquireLock(tx, actor, target(id), platform.clock(), { takeOver });
    return { production: presentProduction(record, actor), lock };
  });
}

/**
 * The checklist of a guideline (spec 2 §8): 404 when it has none (the web then creates it);
 * 422 `production:beingEdited` while another user holds its edit lock. A checklist in the trash
 * still counts as the guideline's (answered with `excluded: true`; restore it).
 */
export async function productionOfAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
): Promise<Production> {
  const db = platform.database.db;
  const record = await productionsRepository.findByAssignment(db, assignmentId);
  if (!record) throw notFound();
  await assertNotEditedByOther(db, actor, record.row.id, platform.clock(), (nickname) =>
    ruleViolation('production:beingEdited', { nickname, productionId: record.row.id }),
  );
  return presentProduction(record, actor);
}

/** The address of the guideline's first guide, where the coverage happens. */
function firstGuideAddress(guides: unknown): string {
  if (!Array.isArray(guides)) return '';
  const first: unknown = guides[0];
  if (typeof first !== 'object' || first === null) return '';
  const address = (first as { address?: unknown }).address;
  return typeof address === 'string' ? address.trim().slice(0, 400) : '';
}

function guidelineTasks(source: GuidelineSource): ProductionTask[] {
  const parsed = z.array(productionTaskSchema).safeParse(source.tasks);
  return parsed.success ? parsed.data : [];
}

/**
 * The date of a checklist made from a guideline: the date asked for, else the guideline's.
 * A date cleared on purpose (null or blank) or a guideline without one is 422
 * `production:dateRequired` (spec 2 §8 "a date is required").
 */
export function checklistDate(
  requested: string | null | undefined,
  guidelineDate: string | null,
): string {
  const date = requested === undefined ? guidelineDate : requested;
  if (!date || !date.trim()) throw ruleViolation('production:dateRequired');
  return date;
}

/**
 * Creates the checklist of a guideline: slug, date, team, producers, editors, vehicles, tasks
 * and information copied; the first guide's address as the location. A guideline with a
 * checklist already (even in the trash) is a 409 `duplicate` on `assignmentId`.
 */
export async function createProductionFromAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
  requestedDate: string | null | undefined,
): Promise<Production> {
  const now = platform.clock();
  const duplicate = (productionId: number | null) =>
    new DomainError('duplicate', 'error:duplicate', { field: 'assignmentId', productionId });
  try {
    return await platform.database.db.transaction(async (tx) => {
      const source = await productionsRepository.guidelineSource(tx, assignmentId);
      if (!source || !productionsPolicy.canSeeGuideline(actor, source)) throw notFound();
      const existing = await productionsRepository.findByAssignment(tx, assignmentId);
      if (existing) throw duplicate(existing.row.id);
      const input = productionInputSchema.parse({
        slug: source.slug,
        date: checklistDate(requestedDate, source.date),
        teamId: source.teamId,
        local: firstGuideAddress(source.guides),
        producersIds: source.producersIds,
        editorsIds: source.editorsIds,
        vehiclesIds: source.vehiclesIds,
        information: source.information,
        tasks: guidelineTasks(source),
      });
      const row = await productionsRepository.insert(tx, {
        ...input,
        assignmentId,
        ownerId: actor.userId,
        changedById: actor.userId,
      });
      return saved(tx, actor, row, now, { action: 'CREATE' });
    });
  } catch (error) {
    // Two people creating it at the same moment: the unique index decides.
    if (uniqueViolationOf(error)) throw duplicate(null);
    throw error;
  }
}

/** Creates a checklist of its own (no guideline). */
export async function createProduction(
  platform: Platform,
  actor: Actor,
  input: ProductionInput,
): Promise<Production> {
  const now = platform.clock();
  return platform.database.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const row = await productionsRepository.insert(tx, {
      ...input,
      assignmentId: null,
      ownerId: actor.userId,
      changedById: actor.userId,
    });
    return saved(tx, actor, row, now, { action: 'CREATE' });
  });
}

/**
 * Saves a checklist from the editor: needs the edit lock (own renewed, free acquired, another's
 * 412 `document:lockLost`) and the version the editor loaded (409 `stale_version` with the
 * current checklist otherwise).
 */
export async function updateProduction(
  platform: Platform,
  actor: Actor,
  id: number,
  input: ProductionInput,
  version: number,
): Promise<Production> {
  const now = platform.clock();
  return platform.database.db.transaction(async (tx) => {
    const current = await productionsRepository.lockRow(tx, id);
    if (!current) throw notFound();
    if (current.excluded) throw excludedChecklist();
    await holdLockForSave(tx, actor, target(id), now);
    await checkReferences(tx, input);
    const row = await expectUpdated(
      await productionsRepository.updateAtVersion(tx, id, version, {
        ...input,
        changedById: actor.userId,
      }),
      async () => presentProduction(await loadRecord(tx, id), actor),
    );
    return saved(tx, actor, row, now, { action: 'UPDATE' });
  });
}

const TASK_DONE_FIELD = /^tasks\.(.+)\.done$/;
type PatchField = (typeof PRODUCTION_PATCH_FIELDS)[number];
const isPatchField = (field: string): field is PatchField =>
  (PRODUCTION_PATCH_FIELDS as readonly string[]).includes(field);

/** The value a patch would replace (null when the field or task is unknown). */
function currentValue(row: ProductionRow | undefined, field: string): unknown {
  if (!row) return null;
  if (isPatchField(field)) return editableFieldsOf(row)[field];
  const taskId = TASK_DONE_FIELD.exec(field)?.[1];
  return tasksOf(row).find((task) => task.id === taskId)?.done ?? null;
}

/** The columns a valid patch changes; a bad field or value is a 400, an unknown task a 422. */
async function patchedColumns(
  db: Executor,
  row: ProductionRow,
  patch: FieldPatch,
): Promise<{ values: Partial<ProductionInput>; value: unknown }> {
  const invalidValue = () =>
    new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: patch.field, key: 'invalid' }],
    });
  if (isPatchField(patch.field)) {
    const parsed = productionInputSchema.shape[patch.field].safeParse(patch.value);
    if (!parsed.success) throw invalidValue();
    const values = { [patch.field]: parsed.data } as Partial<ProductionInput>;
    if (patch.field === 'teamId') {
      const unknown = await productionsRepository.unknownReferences(db, {
        ...editableFieldsOf(row),
        teamId: parsed.data as number | null,
      });
      if (unknown.includes('teamId')) throw invalidValue();
    }
    return { values, value: parsed.data };
  }
  const taskId = TASK_DONE_FIELD.exec(patch.field)?.[1];
  if (taskId === undefined) throw invalidValue();
  if (typeof patch.value !== 'boolean') throw invalidValue();
  const tasks = tasksOf(row);
  if (!tasks.some((task) => task.id === taskId)) {
    throw ruleViolation('production:taskNotFound', { taskId });
  }
  const done = patch.value;
  return {
    values: { tasks: tasks.map((task) => (task.id === taskId ? { ...task, done } : task)) },
    value: done,
  };
}

/**
 * A single-field change from a list (status, date, times, location, information, team, or a
 * task's done tick `tasks.<taskId>.done`), applied at once; any refusal carries
 * `{ field, newValue, oldValue }` so the list rolls back. Another user's live edit lock refuses
 * (412 `document:lockedTo`): their open editor would otherwise save over the change. Ticking the
 * last task does not change the status (no magic).
 */
export async function patchProduction(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Production> {
  const now = platform.clock();
  return platform.database.db.transaction(async (tx) => {
    const row = await productionsRepository.lockRow(tx, id);
    return applyFieldPatch(patch, currentValue(row, patch.field), async () => {
      if (!row) throw notFound();
      if (row.excluded) throw excludedChecklist();
      await assertNotEditedByOther(
        tx,
        actor,
        id,
        now,
        (nickname) => new DomainError('locked_by_other', 'document:lockedTo', { nickname }),
      );
      const { values, value } = await patchedColumns(tx, row, patch);
      const updated = await productionsRepository.patch(tx, id, {
        ...values,
        changedById: actor.userId,
      });
      if (!updated) throw notFound();
      return saved(tx, actor, updated, now, { action: 'PATCH', field: patch.field, value });
    });
  });
}

/** Moves a checklist to the trash; under another user's live lock 412 `document:inEdition`. */
export async function removeProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  const now = platform.clock();
  await platform.database.db.transaction(async (tx) => {
    const row = await productionsRepository.lockRow(tx, id);
    if (!row) throw notFound();
    await assertNotEditedByOther(
      tx,
      actor,
      id,
      now,
      (nickname) => new DomainError('precondition_failed', 'document:inEdition', { nickname }),
    );
    const version = await setExcluded(tx, productions, id, true);
    await emit(tx, actor.sessionId, {
      topic: 'productions',
      action: 'DELETE',
      entity: PRODUCTION_ENTITY,
      id,
      data: { id, date: row.date },
      version,
    });
  });
}

/**
 * Brings a checklist back from the trash. Published as UPDATE with `excluded: false`: lists add
 * it when it belongs there (belongsInProductionList), as they do when a date changes.
 */
export async function restoreProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Production> {
  return platform.database.db.transaction(async (tx) => {
    const version = await setExcluded(tx, productions, id, false);
    const production = presentProduction(await loadRecord(tx, id), actor);
    await emit(tx, actor.sessionId, {
      topic: 'productions',
      action: 'UPDATE',
      entity: PRODUCTION_ENTITY,
      id,
      data: production,
      version,
    });
    return production;
  });
}

/** The version history of a checklist, newest first, each with its changes. */
export async function productionRevisions(
  platform: Platform,
  id: number,
): Promise<RevisionWithChanges[]> {
  const db = platform.database.db;
  await loadRecord(db, id);
  return listRevisionsWithChanges(db, target(id));
}

/**
 * E-mails a checklist. The recipients are validated and the checklist must exist; sending needs
 * the SMTP issue, so the call answers 422 `mail:notAvailable` rather than pretending it sent.
 */
export async function emailProduction(platform: Platform, id: number): Promise<never> {
  await loadRecord(platform.database.db, id);
  throw ruleViolation('mail:notAvailable');
}
