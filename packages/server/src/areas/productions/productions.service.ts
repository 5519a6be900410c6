import {
  DomainError,
  ruleViolation,
  type LockView,
  type Production,
  type ProductionInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { productions } from '../../platform/db/schema';
import { acquireLock, holdLockForSave } from '../../platform/documents/locks';
import {
  listRevisionsWithChanges,
  recordRevision,
  type RevisionWithChanges,
} from '../../platform/documents/revisions';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { productionsPolicy } from './productions.policy';
import { editableFieldsOf, presentProduction } from './productions.presenter';
import {
  productionsRepository,
  type ProductionRecord,
  type ProductionRow,
} from './productions.repository';
import { notFound } from '../../platform/http/refusals';

/**
 * Production checklists (spec 2 §3, spec 3 §7 "Productions"): one use case per function, each in
 * one transaction that writes its `productions` event. Every saved change (create, save, patch)
 * is a revision, so the version history shows task ticks too. Lists are in productions.lists.ts,
 * the checklist of a guideline in productions.guideline.ts, single-field changes in
 * productions.patch.ts.
 */

/** Lock and revision entity type of a checklist. */
export const PRODUCTION_ENTITY = 'production';
const target = (id: number) => ({ entityType: PRODUCTION_ENTITY, entityId: id });

/** 404 for a checklist (or guideline) that does not exist or the actor may not see. */
/** 422 `production:excluded`: a checklist in the trash does not change. */
export const excludedChecklist = () => ruleViolation('production:excluded');

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

/**
 * The row when the actor may see it — as they see its guideline (productionsPolicy.canSee) —
 * else undefined: a hidden checklist is answered as a missing one.
 */
export async function seenRow<T extends Pick<ProductionRow, 'assignmentId'>>(
  db: Executor,
  actor: Actor,
  row: T | undefined,
): Promise<T | undefined> {
  if (!row) return undefined;
  const guideline = await productionsRepository.guidelineVisibility(db, row.assignmentId);
  return productionsPolicy.canSee(actor, guideline) ? row : undefined;
}

/** A checklist the actor may see (404 otherwise). */
async function loadVisible(db: Executor, actor: Actor, id: number): Promise<ProductionRecord> {
  const record = await loadRecord(db, id);
  if (!(await seenRow(db, actor, record.row))) throw notFound();
  return record;
}

/** Who hears of a checklist's events: who may see its guideline (everyone for one of its own). */
async function audienceOf(db: Executor, row: Pick<ProductionRow, 'assignmentId'>) {
  return productionsPolicy.audience(
    await productionsRepository.guidelineVisibility(db, row.assignmentId),
  );
}

async function checkReferences(db: Executor, input: ProductionInput): Promise<void> {
  const unknown = await productionsRepository.unknownReferences(db, input);
  if (unknown.length > 0) throw invalidFields(unknown);
}

/** A live lock of another user refuses changes that would pull the rug from their editor. */
export async function assertNotEditedByOther(
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
export async function saved(
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
    audience: await audienceOf(tx, row),
  });
  return production;
}

/** One checklist (also from the trash, marked excluded). */
export async function getProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Production> {
  return presentProduction(await loadVisible(platform.database.db, actor, id), actor);
}

/**
 * Opens a checklist for editing: takes or renews its lock (another user's live lock is a 412
 * `document:lockedTo` unless `takeOver`). A checklist the actor may not see is a 404.
 */
export async function editProduction(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ production: Production; lock: LockView }> {
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    if (record.row.excluded) throw excludedChecklist();
    const lock = await acquireLock(tx, actor, target(id), platform.clock(), { takeOver });
    return { production: presentProduction(record, actor), lock };
  });
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
    const current = await seenRow(tx, actor, await productionsRepository.lockRow(tx, id));
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

/** Moves a checklist to the trash; under another user's live lock 412 `document:inEdition`. */
export async function removeProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  const now = platform.clock();
  await platform.database.db.transaction(async (tx) => {
    const row = await seenRow(tx, actor, await productionsRepository.lockRow(tx, id));
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
      audience: await audienceOf(tx, row),
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
    const row = await seenRow(tx, actor, await productionsRepository.lockRow(tx, id));
    if (!row) throw notFound();
    const version = await setExcluded(tx, productions, id, false);
    const production = presentProduction(await loadRecord(tx, id), actor);
    await emit(tx, actor.sessionId, {
      topic: 'productions',
      action: 'UPDATE',
      entity: PRODUCTION_ENTITY,
      id,
      data: production,
      version,
      audience: await audienceOf(tx, row),
    });
    return production;
  });
}

/** The version history of a checklist, newest first, each with its changes. */
export async function productionRevisions(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  const db = platform.database.db;
  await loadVisible(db, actor, id);
  return listRevisionsWithChanges(db, target(id));
}

/**
 * E-mails a checklist. The recipients are validated and the checklist must exist; sending needs
 * the SMTP issue, so the call answers 422 `mail:notAvailable` rather than pretending it sent.
 */
export async function emailProduction(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<never> {
  await loadVisible(platform.database.db, actor, id);
  throw ruleViolation('mail:notAvailable');
}
