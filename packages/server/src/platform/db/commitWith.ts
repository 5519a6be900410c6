import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Executor } from './client';

/** A statement as Drizzle renders it: text with `$n` placeholders and their driver values. */
export interface RenderedStatement {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs `statement` as the last of PostgreSQL transaction `tx` with its COMMIT in the same message,
 * so the row locks it takes are released as soon as it is done, not after a round trip through
 * Node's event loop (under load, milliseconds every other writer of those rows queues for). A
 * BEGIN follows in the message, so the transaction's own COMMIT closes an empty one: whatever
 * runs after this is no longer part of the transaction. A failing statement stops the message
 * there and leaves its transaction aborted, to be rolled back as usual.
 *
 * One message takes no bound parameters, so the values are written into the text as literals
 * (quoted by the driver). Answers the statement's rows as the
 * driver parses them, or null where this does not apply — PGlite (in process, no round trip) and
 * savepoints (COMMIT would end the outer transaction): the caller runs the statement itself.
 */
export async function commitWith(
  tx: Executor,
  statement: RenderedStatement,
): Promise<Record<string, unknown>[] | null> {
  if (!is(tx, NodePgTransaction)) return null;
  if ((tx as unknown as { nestedIndex: number }).nestedIndex !== 0) return null;
  const { sql: text, params } = statement.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const answers = (await tx.execute(
    sql.raw(`${inlined};\ncommit;\nbegin`),
  )) as unknown as pg.QueryResult[];
  return answers[0]!.rows as Record<string, unknown>[];
}

/** A bound value as an SQL literal: the scalars Drizzle hands the driver (JSON comes as text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value));
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`commitWith: no literal for a ${Object.prototype.toString.call(value)} value`);
}
