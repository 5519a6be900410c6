import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Executor } from './client';
import { prepared, writtenOut } from './writtenOut';

/**
 * A statement as Drizzle renders it: text with `$n` placeholders and their driver values, and
 * the name it is prepared under when its text is fixed (a statement built once).
 */
export interface RenderedStatement {
  toSQL(): { sql: string; params: unknown[] };
  name?: string;
}

/**
 * `statement` written out to travel in a message of several on PostgreSQL transaction `tx`
 * (`commitWith`, `executeAfter`), its PREPARE sent first if needed (`writtenOut`). Answers null for
 * PGlite (in process, no round trip to save) and for a value with no literal: the caller runs the
 * statement itself.
 */
export async function inlined(tx: Executor, statement: RenderedStatement): Promise<string | null> {
  if (!is(tx, NodePgTransaction)) return null;
  const connection = (tx._.session as unknown as { client: object }).client;
  const { sql: text, params } = statement.toSQL();
  const written = writtenOut(connection, text, params, statement.name);
  if (written === null) return null;
  if (written.prepare !== null) {
    await tx.execute(sql.raw(written.prepare));
    prepared(connection, written);
  }
  return written.run;
}
