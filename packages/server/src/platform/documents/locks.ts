import { and, eq, gt, lte, ne } from 'drizzle-orm';
import {
  DomainError,
  leaseEnd,
  lockDecision,
  isLeaseExpired,
  type LockView,
  type RealtimeEvent,
  type Viewer,
} from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import { isSessionConnected } from '../auth/sessions';
import type { Executor } from '../db/client';
import { locks, users } from '../db/schema';
import type { EventRenderer } from '../realtime/hub';
import { emit } from '../realtime/outbox';
import { forbidden, notFound } from '../../platform/http/refusals';

/** A stored edit lock. */
export type LockRow = typeof locks.$inferSelect;

/** What a lock locks. */
export interface LockTarget {
  entityType: string;
  entityId: string | number;
}

// ---------------------------------------------------------------- who sees a lock

/** Whether one viewer may see a locked document. */
export type DocumentSight = (viewer: Viewer) => boolean;

/**
 * How the documents of one lockable kind are seen: for each id that exists, whether a viewer may
 * see it by the kind's own rules (read level on its area, its programs' groups, its privacy). Read
 * once for all the viewers of an event or of a list.
 */
export type LockedKindSights = (db: Executor, ids: number[]) => Promise<Map<number, DocumentSight>>;

/** Who sees each lockable kind, as the area manifests declare it (the app's `AreaRegistry`). */
export interface LockedKinds {
  lockedKind(entityType: string): LockedKindSights | undefined;
}

const NOBODY: DocumentSight = () => false;

/**
 * Who may see the document of each target: a lock (its events, its place in the list, its
 * take-over) is shown only to them (issue 17). A kind no area declared, a document that no
 * longer exists or an id that is not a document's is seen by nobody.
 */
async function sightsOf(
  db: Executor,
  kinds: LockedKinds,
  targets: readonly LockTarget[],
): Promise<(target: LockTarget) => DocumentSight> {
  const idOf = (target: LockTarget) => {
    const id = Number(target.entityId);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };
  const wanted = new Map<string, Set<number>>();
  for (const target of targets) {
    const id = idOf(target);
    if (id === null || !kinds.lockedKind(target.entityType)) continue;
    wanted.set(target.entityType, (wanted.get(target.entityType) ?? new Set()).add(id));
  }
  const found = new Map<string, Map<number, DocumentSight>>();
  for (const [entityType, ids] of wanted)
    found.set(entityType, await kinds.lockedKind(entityType)!(db, [...ids]));
  return (target) => found.get(target.entityType)?.get(idOf(target) ?? 0) ?? NOBODY;
}

/** Whether a viewer may see the document a lock locks. */
export async function canSeeLocked(
  db: Executor,
  kinds: LockedKinds,
  viewer: Viewer,
  target: LockTarget,
): Promise<boolean> {
  return (await sightsOf(db, kinds, [target]))(target)(viewer);
}

/**
 * The renderer of one `entity_locker` event: the event as it is to viewers who may see the
 * document it names, nothing to the others. Prepared when the event is delivered, so a document
 * made private or moved to a restricted program meanwhile is judged as it is now.
 */
export async function lockEventRenderer(
  event: RealtimeEvent,
  db: Executor,
  kinds: LockedKinds,
): Promise<EventRenderer> {
  if (event.id === null) return () => null;
  const target = { entityType: event.entity, entityId: event.id };
  const sight = (await sightsOf(db, kinds, [target]))(target);
  return (shown, viewer) => (sight(viewer) ? shown : null);
}

// ---------------------------------------------------------------- taking and releasing

function present(row: LockRow, nickname: string): LockView {
  return {
    uuid: row.uuid,
    entityType: row.entityType,
    entityId: row.entityId,
    userId: row.userId,
    nickname,
    acquiredAt: row.acquiredAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function findWithNickname(db: Executor, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ lock: locks, nickname: users.nickname })
    .from(locks)
    .innerJoin(users, eq(users.id, locks.userId))
    .where(where)
    .for('update', { of: locks });
  return row;
}

/**
 * Whether the session holding another of the actor's own leases still has a screen connected
 * (asked only then: another user's lease never depends on it).
 */
async function isHolderConnected(
  tx: Executor,
  lock: LockRow | undefined,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  if (!lock || lock.userId !== actor.userId || lock.sessionId === actor.sessionId) return true;
  return isSessionConnected(tx, lock.sessionId, now);
}

/**
 * Takes, renews or takes over the edit lock of a document for the actor's session. Loading for
 * edit renews a lock already held (spec 1 §4) and takes back one of the same user whose session
 * no screen is connected to any more. Another live lock refuses with 412
 * `locked_by_other` naming the holder, unless `takeOver` is set.
 */
export async function acquireLock(
  tx: Executor,
  actor: Actor,
  target: LockTarget,
  now: Date,
  options: { takeOver?: boolean } = {},
): Promise<LockView> {
  const entityId = String(target.entityId);
  const current = await findWithNickname(
    tx,
    and(eq(locks.entityType, target.entityType), eq(locks.entityId, entityId))!,
  );
  const decision = lockDecision(
    current?.lock ?? null,
    actor,
    now,
    options.takeOver === true,
    await isHolderConnected(tx, current?.lock, actor, now),
  );
  if (decision === 'refuse') {
    throw new DomainError('locked_by_other', 'document:lockedTo', {
      nickname: current!.nickname,
      lock: present(current!.lock, current!.nickname),
    });
  }
  const values = {
    userId: actor.userId,
    sessionId: actor.sessionId,
    acquiredAt: now,
    expiresAt: leaseEnd(now),
  };
  const [row] = current
    ? await tx
        .update(locks)
        .set(decision === 'renew' ? { expiresAt: values.expiresAt } : values)
        .where(eq(locks.uuid, current.lock.uuid))
        .returning()
    : await tx
        .insert(locks)
        .values({ entityType: target.entityType, entityId, ...values })
        .returning();
  const view = present(row!, actor.nickname);
  if (decision !== 'renew') {
    await emit(tx, actor.sessionId, {
      topic: 'entity_locker',
      action: decision === 'take_over' ? 'TAKE_OVER' : 'LOCK',
      entity: target.entityType,
      id: entityId,
      data: { ...view, previousUserId: decision === 'take_over' ? current!.lock.userId : null },
    });
  }
  return view;
}

/**
 * Refuses a save (412 `lock_lost`) unless the actor's session holds a live lock on the
 * document: a holder whose lease lapsed or was taken over keeps its draft on the client.
 */
export async function assertLockHeld(
  tx: Executor,
  actor: Actor,
  target: LockTarget,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(locks)
    .where(
      and(eq(locks.entityType, target.entityType), eq(locks.entityId, String(target.entityId))),
    );
  if (!row || row.sessionId !== actor.sessionId || isLeaseExpired(row.expiresAt, now)) {
    throw new DomainError('lock_lost', 'document:lockLost');
  }
}

/**
 * The lock a save needs (spec 1 §4): the actor's session renews its own live lock; a free or
 * lapsed lock is acquired on the spot (LOCK event); another session's live lock refuses with 412
 * `lock_lost` naming its holder, so a taken-over editor keeps its draft.
 */
export async function holdLockForSave(
  tx: Executor,
  actor: Actor,
  target: LockTarget,
  now: Date,
): Promise<LockView> {
  const entityId = String(target.entityId);
  const current = await findWithNickname(
    tx,
    and(eq(locks.entityType, target.entityType), eq(locks.entityId, entityId))!,
  );
  if (
    current &&
    !isLeaseExpired(current.lock.expiresAt, now) &&
    current.lock.sessionId !== actor.sessionId &&
    (await isHolderConnected(tx, current.lock, actor, now))
  ) {
    throw new DomainError('lock_lost', 'document:lockLost', { nickname: current.nickname });
  }
  return acquireLock(tx, actor, target, now);
}

/** Renews a lock the actor's session holds. */
export async function renewLock(
  tx: Executor,
  actor: Actor,
  uuid: string,
  now: Date,
): Promise<LockView> {
  const current = await findWithNickname(tx, eq(locks.uuid, uuid));
  if (!current) throw notFound();
  if (current.lock.sessionId !== actor.sessionId || isLeaseExpired(current.lock.expiresAt, now)) {
    throw new DomainError('lock_lost', 'document:lockLost');
  }
  const [row] = await tx
    .update(locks)
    .set({ expiresAt: leaseEnd(now) })
    .where(eq(locks.uuid, uuid))
    .returning();
  return present(row!, actor.nickname);
}

/** Takes over a lock by id. */
export async function takeOverLock(
  tx: Executor,
  actor: Actor,
  uuid: string,
  now: Date,
): Promise<LockView> {
  const current = await findWithNickname(tx, eq(locks.uuid, uuid));
  if (!current) throw notFound();
  return acquireLock(tx, actor, current.lock, now, { takeOver: true });
}

/**
 * Releases a lock. The holder may always release; others only with `mayForce` (an
 * administrator clearing a stale lock).
 */
export async function releaseLock(
  tx: Executor,
  actor: Actor,
  uuid: string,
  mayForce: boolean,
): Promise<void> {
  const [row] = await tx.select().from(locks).where(eq(locks.uuid, uuid));
  if (!row) throw notFound();
  if (row.userId !== actor.userId && !mayForce) throw forbidden();
  await tx.delete(locks).where(eq(locks.uuid, uuid));
  await emit(tx, actor.sessionId, {
    topic: 'entity_locker',
    action: 'UNLOCK',
    entity: row.entityType,
    id: row.entityId,
    data: { uuid, entityType: row.entityType, entityId: row.entityId },
  });
}

/** A lock by id. */
export async function findLock(db: Executor, uuid: string): Promise<LockRow | undefined> {
  const [row] = await db.select().from(locks).where(eq(locks.uuid, uuid));
  return row;
}

/** The nickname of another user holding a live lock on the document, if any. */
export async function lockHolderOtherThan(
  db: Executor,
  target: LockTarget,
  userId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ nickname: users.nickname })
    .from(locks)
    .innerJoin(users, eq(users.id, locks.userId))
    .where(
      and(
        eq(locks.entityType, target.entityType),
        eq(locks.entityId, String(target.entityId)),
        ne(locks.userId, userId),
        gt(locks.expiresAt, now),
      ),
    );
  return row?.nickname ?? null;
}

/** Live locks of the documents the viewer may see, newest first. */
export async function listLocks(
  db: Executor,
  kinds: LockedKinds,
  now: Date,
  viewer: Viewer,
): Promise<LockView[]> {
  const rows = (
    await db
      .select({ lock: locks, nickname: users.nickname })
      .from(locks)
      .innerJoin(users, eq(users.id, locks.userId))
      .orderBy(locks.acquiredAt)
  ).filter((r) => !isLeaseExpired(r.lock.expiresAt, now));
  const sightOf = await sightsOf(
    db,
    kinds,
    rows.map((r) => r.lock),
  );
  return rows
    .filter((r) => sightOf(r.lock)(viewer))
    .map((r) => present(r.lock, r.nickname))
    .reverse();
}

/** Deletes lapsed leases and announces each UNLOCK. */
export async function expireLocks(tx: Executor, now: Date): Promise<number> {
  const expired = await tx.delete(locks).where(lte(locks.expiresAt, now)).returning();
  for (const row of expired) {
    await emit(tx, null, {
      topic: 'entity_locker',
      action: 'UNLOCK',
      entity: row.entityType,
      id: row.entityId,
      data: { uuid: row.uuid, entityType: row.entityType, entityId: row.entityId, expired: true },
    });
  }
  return expired.length;
}
