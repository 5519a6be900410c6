import { DomainError, ruleViolation, type LockView } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import type { Platform } from '../context';
import { allow } from '../http/refusals';
import { emit, kindEvent } from '../realtime/outbox';
import type { DocumentChange, DocumentKind, DocumentRecord, DocumentView } from './kind';
import { acquireLock, holdLockForSave, lockHolderOtherThan } from './locks';
import { listRevisionsWithChanges, recordRevision, type RevisionWithChanges } from './revisions';
import { setExcluded } from './softDelete';
import { expectUpdated } from './versions';

/**
 * The document kernel: every kind's load, load for edit, create, save, revisions, trash and
 * restore, each a use case in one transaction. The kind (kind.ts) says what is special; the order
 * of checks is the same for all: area and level → the record the actor may know of → its content
 * → not in the trash → the kind's own refusals → input → lock → version → write, revision, event.
 */

type Kind<
  R extends DocumentRecord,
  D extends DocumentView,
  W extends DocumentView = D,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
> = DocumentKind<R, D, any, any, W>;

/** A kind seen by the document it answers; the calls below need no more of its types. */
export type KindOf<D extends DocumentView> = Kind<DocumentRecord, D, DocumentView>;
/** A kind whose record and document types a call does not need to know. */
type SomeKind = KindOf<DocumentView>;

const targetOf = (kind: { entity: string }, id: number) => ({
  entityType: kind.entity,
  entityId: id,
});

/** GET /<kind>/{id}: the document as the actor sees it (trashed ones too, `excluded: true`). */
export async function readDocument<D extends DocumentView>(
  platform: Platform,
  kind: KindOf<D>,
  actor: Actor,
  id: number,
): Promise<D> {
  allow(kind.policy.canRead(actor));
  const db = platform.database.db;
  await kind.find(db, actor, id);
  return kind.present(await kind.whole(db, id), actor);
}

/**
 * A document whole for an export (GET /<kind>/{id}/pdf): the read's access, and 403 when its
 * content is private to others, as for revisions — an export never holds a masked document.
 */
export async function readDocumentContent<D extends DocumentView>(
  platform: Platform,
  kind: KindOf<D>,
  actor: Actor,
  id: number,
): Promise<D> {
  allow(kind.policy.canRead(actor));
  const db = platform.database.db;
  kind.assertContent(actor, await kind.find(db, actor, id));
  return kind.present(await kind.whole(db, id), actor);
}

/** GET /<kind>/{id}/revisions: newest first, each with the changes from the one before. */
export async function documentRevisions(
  platform: Platform,
  kind: SomeKind,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  allow(kind.policy.canRead(actor));
  const db = platform.database.db;
  kind.assertContent(actor, await kind.find(db, actor, id));
  return listRevisionsWithChanges(db, targetOf(kind, id));
}

/** Refuses a change to a trashed document (the kind's refusal, or 422 `document:alreadyExcluded`). */
export function assertNotInTrash(kind: { inTrashRefusal?(): Error }, record: DocumentRecord): void {
  if (!record.excluded) return;
  throw kind.inTrashRefusal?.() ?? ruleViolation('document:alreadyExcluded');
}

/** Refuses a change to a document the actor may not change: content, trash, the kind's own. */
export async function assertChangeable(
  tx: Executor,
  kind: SomeKind,
  actor: Actor,
  record: DocumentRecord,
): Promise<void> {
  kind.assertContent(actor, record);
  assertNotInTrash(kind, record);
  await kind.assertChangeable?.(tx, record);
}

/**
 * POST /<kind>/{id}/edit: the document with its edit lock — taken, renewed, taken back from a
 * session of the actor's that is gone, or with `takeOver` taken over. Another user's live lock is
 * 412 `document:lockedTo`.
 */
export async function openForEdit<D extends DocumentView>(
  platform: Platform,
  kind: KindOf<D>,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ document: D; lock: LockView }> {
  allow(kind.policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await assertChangeable(tx, kind, actor, await kind.find(tx, actor, id));
    const lock = await acquireLock(tx, actor, targetOf(kind, id), platform.clock(), { takeOver });
    return { document: kind.present(await kind.whole(tx, id), actor), lock };
  });
}

/** Publishes a document event with the whole document (the topic renderer masks it per viewer). */
export async function publishDocument(
  tx: Executor,
  kind: SomeKind,
  actor: Actor,
  action: 'CREATE' | 'UPDATE',
  document: DocumentView,
): Promise<void> {
  await emit(
    tx,
    actor.sessionId,
    kindEvent(kind, {
      action,
      id: document.id,
      data: document,
      version: document.version,
      audience: await kind.audience(tx, document),
    }),
  );
}

/**
 * After a write: reads the document again, records it as the next revision (unless the change is
 * not content, like sharing) and publishes it (on the kind's topic, or as the change step says);
 * the actor's view.
 */
export async function documentChanged<
  R extends DocumentRecord,
  D extends DocumentView,
  W extends DocumentView,
>(
  tx: Executor,
  kind: Kind<R, D, W>,
  actor: Actor,
  id: number,
  now: Date,
  options: {
    action?: 'CREATE' | 'UPDATE';
    revision?: boolean;
    publish?: (whole: W) => Promise<void>;
    /** A create or a save: the kind's `saved` step runs, with the record before (null: new). */
    saved?: { before: R | null };
  } = {},
): Promise<D> {
  const whole = await kind.whole(tx, id);
  if (options.revision !== false) await recordDocumentRevision(tx, kind, actor, whole, now);
  if (options.saved) await kind.saved?.(tx, actor, options.saved.before, whole, now);
  if (options.publish) await options.publish(whole);
  else await publishDocument(tx, kind, actor, options.action ?? 'UPDATE', whole);
  return kind.present(whole, actor);
}

/**
 * Runs a change of one document: the kind's own change step, or a transaction that holds its
 * row, finds the record for the actor and publishes UPDATE on the kind's topic.
 */
export async function changeDocument<
  R extends DocumentRecord,
  D extends DocumentView,
  W extends DocumentView,
  T,
>(
  platform: Platform,
  kind: Kind<R, D, W>,
  actor: Actor,
  id: number,
  body: (change: DocumentChange<R, W>) => Promise<T>,
): Promise<T> {
  if (kind.change) return kind.change(platform, actor, id, body);
  return platform.database.db.transaction(async (tx) => {
    await kind.lockRow(tx, id);
    const record = await kind.find(tx, actor, id);
    const publish = (whole: W) => publishDocument(tx, kind, actor, 'UPDATE', whole);
    return body({ tx, now: platform.clock(), record, publish });
  });
}

/** Records a document's current state as its next revision. */
export async function recordDocumentRevision(
  tx: Executor,
  kind: SomeKind,
  actor: Actor,
  document: DocumentView,
  now: Date,
): Promise<void> {
  await recordRevision(
    tx,
    actor,
    targetOf(kind, document.id),
    kind.snapshot(document),
    kind.slugOf(document),
    now,
  );
}

/** Inserts a checked input as a new document of the actor: first revision, CREATE event. */
export async function insertDocument<I, R extends DocumentRecord, D extends DocumentView>(
  tx: Executor,
  kind: DocumentKind<R, D, I, I & { version: number }>,
  actor: Actor,
  input: I,
  now: Date,
): Promise<D> {
  if (!kind.insert) throw new Error(`A ${kind.noun} is not created by the kernel`);
  const id = await kind.insert(tx, actor, input, now);
  return documentChanged(tx, kind, actor, id, now, { action: 'CREATE', saved: { before: null } });
}

/** POST /<kind>: a new document of the actor. */
export async function createDocument<I, R extends DocumentRecord, D extends DocumentView>(
  platform: Platform,
  kind: DocumentKind<R, D, I, I & { version: number }>,
  actor: Actor,
  input: I,
): Promise<D> {
  allow(kind.policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await kind.validate(tx, actor, input);
    return insertDocument(tx, kind, actor, input, platform.clock());
  });
}

/**
 * PUT /<kind>/{id}: saves the editor's whole document. The lock for a save: own renewed, free
 * taken, another's 412 `lock_lost`; then the version the editor loaded (409 `stale_version` with
 * the current document); then the write, its revision and the UPDATE event.
 */
export async function saveDocument<
  I,
  U extends I & { version: number },
  R extends DocumentRecord,
  D extends DocumentView,
  W extends DocumentView,
>(
  platform: Platform,
  kind: DocumentKind<R, D, I, U, W>,
  actor: Actor,
  id: number,
  body: U,
): Promise<D> {
  allow(kind.policy.canWrite(actor));
  const { version, ...rest } = body;
  const input = rest as I;
  kind.checkInput?.(input);
  return changeDocument(platform, kind, actor, id, async ({ tx, now, record, publish }) => {
    await assertChangeable(tx, kind, actor, record);
    await kind.validate(tx, actor, input, record);
    await holdLockForSave(tx, actor, targetOf(kind, id), now);
    const rows = await kind.updateAtVersion(tx, actor, id, version, input, now);
    await expectUpdated(rows, async () => kind.present(await kind.whole(tx, id), actor));
    return documentChanged(tx, kind, actor, id, now, {
      publish: (whole) => publish(whole, { call: 'save' }),
      saved: { before: record },
    });
  });
}

/**
 * 412 while another user holds the document's live lock: `document:inEdition` for a removal,
 * `document:lockedTo` for a change made outside the editor (a patch, an approval).
 */
export async function assertNotEditedByOther(
  tx: Executor,
  kind: { entity: string },
  actor: Actor,
  id: number,
  now: Date,
  key: 'document:inEdition' | 'document:lockedTo' = 'document:inEdition',
): Promise<void> {
  const holder = await lockHolderOtherThan(tx, targetOf(kind, id), actor.userId, now);
  if (holder === null) return;
  const code = key === 'document:inEdition' ? 'precondition_failed' : 'locked_by_other';
  throw new DomainError(code, key, { nickname: holder });
}

/** DELETE /<kind>/{id}: to the trash; 412 `document:inEdition` while another user edits it. */
export async function trashDocument(
  platform: Platform,
  kind: SomeKind,
  actor: Actor,
  id: number,
): Promise<void> {
  allow(kind.policy.canWrite(actor));
  await platform.database.db.transaction((tx) =>
    moveToTrash(tx, kind, actor, id, platform.clock()),
  );
}

/** Sends a document to the trash inside a larger change (a news report taking its assignment along). */
export async function moveToTrash(
  tx: Executor,
  kind: SomeKind,
  actor: Actor,
  id: number,
  now: Date,
): Promise<void> {
  await kind.lockRow(tx, id);
  const record = await kind.find(tx, actor, id);
  kind.assertContent(actor, record);
  await assertNotEditedByOther(tx, kind, actor, id, now);
  const version = await setExcluded(tx, kind.table, id, true);
  await emit(
    tx,
    actor.sessionId,
    kindEvent(kind, {
      action: 'DELETE',
      id,
      data: kind.deletedData(record),
      version,
      audience: await kind.audience(tx, record),
    }),
  );
}

/**
 * PUT /<kind>/{id}/restore: back from the trash (422 `document:notExcluded` otherwise). Published
 * as CREATE: every list adds it where it belongs, as for a new document.
 */
export async function restoreDocument<D extends DocumentView>(
  platform: Platform,
  kind: KindOf<D>,
  actor: Actor,
  id: number,
): Promise<D> {
  allow(kind.policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await kind.lockRow(tx, id);
    kind.assertContent(actor, await kind.find(tx, actor, id));
    await setExcluded(tx, kind.table, id, false);
    const whole = await kind.whole(tx, id);
    await publishDocument(tx, kind, actor, 'CREATE', whole);
    return kind.present(whole, actor);
  });
}
