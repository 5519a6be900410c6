import { sql } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Writes held back by a transaction, as data-modifying CTEs built when they are taken. Under a
 * rundown's lock each statement is a round trip the next editor waits for, so a mutation's log
 * rows and version bump travel inside its event's statement instead of one statement each.
 */
export type HeldWrites = (tx: Executor) => WithSubquery[];

const held = new WeakMap<object, HeldWrites>();

/** Registers what `tx` holds back; the holder must `flushHeldWrites` before the transaction ends. */
export function holdWrites(tx: Executor, take: HeldWrites): void {
  held.set(tx, take);
}

/** The held writes of `tx`, handed over once (the next statement carries them). */
export function takeHeldWrites(tx: Executor): WithSubquery[] {
  return held.get(tx)?.(tx) ?? [];
}

/** Sends what is still held in one statement (nothing when nothing is). */
export async function flushHeldWrites(tx: Executor): Promise<void> {
  const writes = takeHeldWrites(tx);
  if (writes.length === 0) return;
  // PostgreSQL runs every data-modifying CTE of a statement, read or not.
  await tx
    .with(...writes)
    .select({ done: sql<number>`1` })
    .from(writes[0]!);
}
