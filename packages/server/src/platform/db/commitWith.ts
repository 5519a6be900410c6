import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from './client';
import { inlined, type RenderedStatement } from './inlined';

/**
 * Runs `statement` as the last of PostgreSQL transaction `tx` with its COMMIT in the same message,
 * so the row locks it takes are released as soon as it is done, not after a round trip through
 * Node's event loop (under load, milliseconds every other writer of those rows queues for). The
 * transaction's own COMMIT is then not sent (the connection is idle, `IdleAwareClient`): whatever
 * runs after this runs outside any transaction. A failing statement stops the message there and
 * leaves its transaction aborted, to be rolled back as usual.
 *
 * The statement travels written out (`inlined`). Answers its rows as the driver parses them, or
 * null where this does not apply — PGlite, savepoints (COMMIT would end the outer transaction), a
 * value with no literal: the caller runs the statement itself.
 */
export async function commitWith(
  tx: Executor,
  statement: RenderedStatement,
): Promise<Record<string, unknown>[] | null> {
  if ((tx as unknown as { nestedIndex?: number }).nestedIndex) return null;
  const run = await inlined(tx, statement);
  if (run === null) return null;
  const answers = (await tx.execute(sql.raw(`${run};\ncommit`))) as unknown as pg.QueryResult[];
  return answers[0]!.rows as Record<string, unknown>[];
}
