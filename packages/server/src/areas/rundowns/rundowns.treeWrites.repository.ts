import { and, eq, sql } from 'drizzle-orm';
import type { HeldWrite } from '../../platform/db/heldWrites';
import { rundowns, rundownTreeWrites } from '../../platform/db/schema';

// The rows a trigger adds for each statement writing a rundown's blocks or stories (migration
// 0034), read when a tree mutation opens and taken when it leaves its tree (rundowns.treeCache.ts).

/** The tree writes not yet taken into a kept tree (`rundowns` row in scope). */
export const TREE_WRITES = sql`(SELECT ${rundownTreeWrites.id} FROM ${rundownTreeWrites}
  WHERE ${rundownTreeWrites.rundownId} = ${rundowns}.id)`;

export const rundownsTreeWritesRepository = {
  /**
   * Takes the rundown's tree writes into the tree its mutation leaves: deletes those it saw when
   * it opened and its own, held to travel with its version bump. A write committed by anyone
   * else since it opened keeps its row.
   */
  treeWritesTakenWrite(id: number, seen: readonly string[]): HeldWrite {
    return {
      name: `held_tree_writes_${id}`,
      shape: 'rundown_tree_writes_taken',
      values: { id, seen },
      build: (tx, p) =>
        tx
          .delete(rundownTreeWrites)
          .where(
            and(
              eq(rundownTreeWrites.rundownId, p('id')),
              sql`(${rundownTreeWrites.id} = any(${p('seen')}::bigint[])
                OR ${rundownTreeWrites.xid} = txid_current())`,
            ),
          )
          .returning({ id: rundownTreeWrites.id }),
    };
  },
};
