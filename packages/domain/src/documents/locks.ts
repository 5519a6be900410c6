import { z } from 'zod';

/**
 * Edit locks are leases: a holder renews before expiry, another user may take over, and a
 * lease not renewed lapses on its own. Open editors renew every 120 s (spec 2 §9); the lease
 * lasts longer so one late renewal does not lose the lock.
 */

/** How often an open editor renews its locks. */
export const LOCK_RENEW_INTERVAL_MS = 120_000;
/** How long a lease lasts after its last renewal. */
export const LOCK_LEASE_MS = 300_000;

/** A lock as the API shows it. */
export const lockViewSchema = z.object({
  /** Lock id (uuid). */
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** A lock as the API shows it. */
export type LockView = z.infer<typeof lockViewSchema>;

/**
 * Body of POST /api/<kind>/{id}/edit, which loads a document for edit and takes, renews or (with
 * `takeOver`) takes over its lock. A POST, never a GET: a cross-site link must not move a lock.
 * No body is the same as `{}`.
 */
export const editRequestSchema = z
  .object({
    /** Take the lock from another user who holds it. */
    takeOver: z.boolean().optional(),
  })
  .nullish();

/** What POST /api/<kind>/{id}/edit is sent. */
export type EditRequest = z.infer<typeof editRequestSchema>;

/** Whether a lease that ends at `expiresAt` has lapsed at `now`. */
export function isLeaseExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** The new end of a lease renewed at `now`. */
export function leaseEnd(now: Date, leaseMs: number = LOCK_LEASE_MS): Date {
  return new Date(now.getTime() + leaseMs);
}

/**
 * What a request to lock means given the current lease: take a free or lapsed lock, renew
 * one's own, take back one's own from a session no screen is connected to any more (a closed
 * browser), or be refused (unless taking over). Another live session of the same user is asked,
 * as another user is.
 */
export function lockDecision(
  current: { userId: number; sessionId: string; expiresAt: Date } | null,
  caller: { userId: number; sessionId: string },
  now: Date,
  takeOver: boolean,
  isHolderConnected: boolean,
): 'acquire' | 'renew' | 'take_over' | 'refuse' {
  if (current === null || isLeaseExpired(current.expiresAt, now)) return 'acquire';
  if (current.userId === caller.userId) {
    if (current.sessionId === caller.sessionId) return 'renew';
    if (!isHolderConnected) return 'acquire';
  }
  return takeOver ? 'take_over' : 'refuse';
}
