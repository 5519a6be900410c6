import type { DomainError, Topic } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import { changedFields, recordAudit } from '../audit/audit';
import type { Platform } from '../context';
import type { Executor } from '../db/client';
import { expectUpdated } from '../documents/versions';
import { notFound } from '../http/refusals';
import { emit, kindEvent } from '../realtime/outbox';

/**
 * The write use cases every administration record repeats (programs, devices, groups, teams),
 * declared once: one transaction that loads the record (404), refuses a record in use, writes
 * at the version the caller loaded (409 stale_version), then records the audit entry and
 * publishes the event in that same transaction. What differs per kind is its `RecordKind`.
 */

/** A record as the API shows it. */
interface RecordView {
  id: number;
  name: string;
  version: number;
}

/** A change to publish: the record as it is after it (for a removal, as it was). */
export type RecordChange<View> =
  | { action: 'CREATE'; view: View }
  | { action: 'UPDATE'; view: View; before: View }
  /** `version`: the version a soft removal left the record at; null when it is gone for good. */
  | { action: 'DELETE'; view: View; version: number | null };

/** Where a change is written: its transaction, by whom. */
export interface WriteScope {
  platform: Platform;
  tx: Executor;
  actor: Actor;
}

/** One kind of record, as the write use cases need to know it. */
export interface RecordKind<View extends RecordView> {
  /** Entity type of its audit entries and usage counters. */
  entity: string;
  /** The record, or undefined when there is none (or it was removed). */
  load(db: Executor, id: number): Promise<View | undefined>;
  /** What its audit entries show of it (no id, no version noise). */
  auditView(view: View): Record<string, unknown>;
  /** The refusal of removing a record documents use (`uses` of them), by the usage counters. */
  inUse(uses: number): DomainError;
  /** Publishes a change on the outbox, in the change's transaction. */
  publish(scope: WriteScope, change: RecordChange<View>): Promise<void>;
}

/** The record or 404. */
async function loadOr404<View extends RecordView>(
  db: Executor,
  kind: RecordKind<View>,
  id: number,
): Promise<View> {
  const view = await kind.load(db, id);
  if (!view) throw notFound();
  return view;
}

/**
 * Ends a create or an update: the audit entry (with `details`), then the event, in the write's
 * transaction; answers the record as it is now.
 */
async function settle<View extends RecordView>(
  scope: WriteScope,
  kind: RecordKind<View>,
  details: unknown,
  change: Extract<RecordChange<View>, { action: 'CREATE' | 'UPDATE' }>,
): Promise<View> {
  const { view } = change;
  await recordAudit(scope.tx, scope.actor, {
    action: change.action,
    entityType: kind.entity,
    entityId: view.id,
    label: view.name,
    details,
  });
  await kind.publish(scope, change);
  return view;
}

/**
 * Creates a record: `store` writes it and answers its id, and what the audit entry details
 * when not the record itself (e.g. the input of one brought back).
 */
async function createRecord<View extends RecordView>(
  platform: Platform,
  actor: Actor,
  kind: RecordKind<View>,
  store: (tx: Executor) => Promise<{ id: number; details?: unknown }>,
): Promise<View> {
  return platform.database.db.transaction(async (tx) => {
    const stored = await store(tx);
    const view = await loadOr404(tx, kind, stored.id);
    return settle({ platform, tx, actor }, kind, stored.details ?? kind.auditView(view), {
      action: 'CREATE',
      view,
    });
  });
}

/**
 * Changes a record. `write` gets it as it was and `atVersion`, to pass the rows its
 * version-checked update answered: none is a 409 stale_version with the current record (404
 * when there is none). The audit entry shows the fields that changed.
 */
async function updateRecord<View extends RecordView>(
  platform: Platform,
  actor: Actor,
  kind: RecordKind<View>,
  id: number,
  write: (
    tx: Executor,
    before: View,
    atVersion: (rows: readonly unknown[]) => Promise<void>,
  ) => Promise<void>,
): Promise<View> {
  return platform.database.db.transaction(async (tx) => {
    const before = await loadOr404(tx, kind, id);
    await write(tx, before, async (rows) => {
      await expectUpdated([...rows], () => kind.load(tx, id));
    });
    const view = await loadOr404(tx, kind, id);
    const details = changedFields(kind.auditView(before), kind.auditView(view));
    return settle({ platform, tx, actor }, kind, details, { action: 'UPDATE', view, before });
  });
}

/**
 * Removes a record no document uses (the kind's `inUse` refusal otherwise). `remove` deletes or
 * excludes it, answering the version an exclusion left (nothing when deleted); `check` runs first,
 * for the kind's own refusals.
 */
async function removeRecord<View extends RecordView>(
  platform: Platform,
  actor: Actor,
  kind: RecordKind<View>,
  id: number,
  remove: (tx: Executor) => Promise<number | void>,
  check?: (tx: Executor) => Promise<void>,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const view = await loadOr404(tx, kind, id);
    await check?.(tx);
    const uses = await platform.areas.usageCount(tx, kind.entity, id);
    if (uses > 0) throw kind.inUse(uses);
    const version = (await remove(tx)) ?? null;
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: kind.entity,
      entityId: id,
      label: view.name,
    });
    await kind.publish({ platform, tx, actor }, { action: 'DELETE', view, version });
  });
}

/**
 * The use cases of one kind of record: `load(db, id)` (or 404), `create(platform, actor, store)`,
 * `update(platform, actor, id, write)` and `remove(platform, actor, id, remove, check?)`.
 */
export function recordWrites<View extends RecordView>(kind: RecordKind<View>) {
  type Tail<F> = F extends (a: Platform, b: Actor, c: RecordKind<View>, ...rest: infer R) => unknown
    ? R
    : never;
  return {
    /** The record or 404. */
    load: (db: Executor, id: number) => loadOr404(db, kind, id),
    create: (platform: Platform, actor: Actor, ...rest: Tail<typeof createRecord<View>>) =>
      createRecord(platform, actor, kind, ...rest),
    update: (platform: Platform, actor: Actor, ...rest: Tail<typeof updateRecord<View>>) =>
      updateRecord(platform, actor, kind, ...rest),
    remove: (platform: Platform, actor: Actor, ...rest: Tail<typeof removeRecord<View>>) =>
      removeRecord(platform, actor, kind, ...rest),
  };
}

/**
 * The publish step of a kind whose events carry the record on one topic, `{ id }` on DELETE with
 * the version a soft removal left (none after a hard delete), to every reader of the topic.
 */
export function publishRecord<View extends RecordView>(kind: { topic: Topic; entity: string }) {
  return async ({ tx, actor }: WriteScope, change: RecordChange<View>): Promise<void> => {
    const { action, view } = change;
    await emit(
      tx,
      actor.sessionId,
      kindEvent(kind, {
        action,
        id: view.id,
        data: action === 'DELETE' ? { id: view.id } : view,
        version: change.action === 'DELETE' ? change.version : view.version,
      }),
    );
  };
}
