import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { rundownTreeWrites } from '../platform/db/schema';
import type { Database, Executor } from '../platform/db/client';
import { rundownsRepository } from '../areas/rundowns/rundowns.repository';
import type { RundownRow, RundownTree } from '../areas/rundowns/rundowns.rows';
import { treeCacheOf } from '../areas/rundowns/rundowns.treeCache';

/** Whether a tree write of the rundown is visible now. */
async function writtenSince(db: Executor, rundownId: number): Promise<boolean> {
  const found = await db
    .select({ id: rundownTreeWrites.id })
    .from(rundownTreeWrites)
    .where(eq(rundownTreeWrites.rundownId, rundownId))
    .limit(1);
  return found.length > 0;
}

/** Rows by id, for a comparison that does not depend on the order they were kept in. */
const byId = <R extends { id: number }>(rows: readonly R[]) =>
  [...rows].sort((a, b) => a.id - b.id);

/**
 * Compares a kept tree a mutation opens with against the database, in its transaction, and
 * throws on the first block or story that differs (a write the mutation that kept it did not
 * name in its `TreeChanges`) unless another transaction has written the tree since.
 */
export async function verifyKeptTree(
  db: Executor,
  row: RundownRow,
  kept: RundownTree,
): Promise<void> {
  const [stored] = await rundownsRepository.loadTrees(db, [row]);
  const pairs = [
    ['block', byId(kept.blocks), byId(stored?.blocks ?? [])],
    ['story', byId(kept.stories), byId(stored?.stories ?? [])],
  ] as const;
  for (const [kind, keptRows, storedRows] of pairs) {
    const length = Math.max(keptRows.length, storedRows.length);
    for (let i = 0; i < length; i++) {
      if (isDeepStrictEqual({ ...keptRows[i] }, { ...storedRows[i] })) continue;
      // Written by another transaction since the mutation opened (its statement's snapshot
      // predates it): the tree was the rundown's then, as stamps read then would have been.
      if (await writtenSince(db, row.id)) return;
      throw new Error(
        `kept tree of rundown ${row.id} differs from the database at ${kind} ` +
          `${keptRows[i]?.id ?? storedRows[i]?.id}: ${JSON.stringify(keptRows[i])} ≠ ${JSON.stringify(storedRows[i])}`,
      );
    }
  }
}

/** The variable the server's vitest configurations set to have `startTestApp` verify kept trees. */
export const VERIFY_KEPT_TREES = 'NEWSROOM_VERIFY_KEPT_TREES';

/** Has every tree this app's mutations open with checked against the database. */
export function verifyKeptTrees(database: Database): void {
  treeCacheOf(database).verify = verifyKeptTree;
}
