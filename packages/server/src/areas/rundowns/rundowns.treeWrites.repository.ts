import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { HeldWrite } from '../../platform/db/heldWrites';
import { rundowns, rundownTreeWrites } from '../../platform/db/schema';
import { RUNDOWN_LOCK_CLASS } from './rundowns.locks.repository';

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

  /**
   * Takes the tree writes of rundowns no mutation changed since `quietSince` (or gone), whose lock
   * is free: deletes their rows and bumps their version, so no tree kept before them is used
   * (rundowns.treeCache.ts). Without it, the rows of the writes after a rundown's last tree mutation
   * stay. Answers how many rows it deleted.
   */
  async takeQuietTreeWrites(tx: Executor, quietSince: Date): Promise<number> {
    const { rows } = (await tx.execute(sql`
      WITH quiet AS (
        SELECT DISTINCT w.rundown_id FROM ${rundownTreeWrites} w
        LEFT JOIN ${rundowns} r ON r.id = w.rundown_id
        WHERE r.id IS NULL OR r.updated_at < ${quietSince.toISOString()}::timestamptz
      ), taken AS MATERIALIZED (
        SELECT rundown_id FROM quiet
        WHERE pg_try_advisory_xact_lock(${RUNDOWN_LOCK_CLASS}, rundown_id)
      ), bumped AS (
        -- Run, read or not, as every data-modifying CTE.
        UPDATE ${rundowns} SET version = version + 1
        WHERE id IN (SELECT rundown_id FROM taken) RETURNING id
      ), deleted AS (
        DELETE FROM ${rundownTreeWrites}
        WHERE rundown_id IN (SELECT rundown_id FROM taken) RETURNING 1
      )
      SELECT (SELECT count(*) FROM deleted)::int AS deleted
    `)) as unknown as { rows: { deleted: number }[] };
    return rows[0]!.deleted;
  },
};
