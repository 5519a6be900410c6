import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Executor } from './client';

/**
 * A statement as Drizzle renders it: text with `$n` placeholders and their driver values, and
 * the name it is prepared under when its text is fixed (a statement built once).
 */
export interface RenderedStatement {
  toSQL(): { sql: string; params: unknown[] };
  name?: string;
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
 * (quoted by the driver). A named statement runs as `EXECUTE` of an SQL-level prepared statement
 * (prepared once per connection, on the first call there): its plan is kept, where a statement
 * written out in full is parsed and planned on every call. Answers the statement's rows as the
 * driver parses them, or null where this does not apply — PGlite (in process, no round trip),
 * savepoints (COMMIT would end the outer transaction), a value with no literal here: the caller
 * runs the statement itself.
 */
export async function commitWith(
  tx: Executor,
  statement: RenderedStatement,
): Promise<Record<string, unknown>[] | null> {
  if (!is(tx, NodePgTransaction)) return null;
  if ((tx as unknown as { nestedIndex: number }).nestedIndex !== 0) return null;
  const { sql: text, params } = statement.toSQL();
  const literals = params.map(literal);
  if (literals.some((value) => value === null)) return null;
  const run = statement.name
    ? await executed(tx, statement.name, text, literals as string[])
    : text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!);
  const answers = (await tx.execute(
    sql.raw(`${run};\ncommit;\nbegin`),
  )) as unknown as pg.QueryResult[];
  return answers[0]!.rows as Record<string, unknown>[];
}

/** The SQL-level prepared statements of each connection (a driver's client). */
const preparedOn = new WeakMap<object, Set<string>>();

/**
 * `EXECUTE` of `name` with `literals`, prepared first on `tx`'s connection if it is not yet. A
 * name of its own: the driver's protocol-level prepared statements share the namespace. PREPARE
 * is not transactional, so a rollback afterwards leaves it prepared.
 */
async function executed(
  tx: Executor,
  name: string,
  text: string,
  literals: string[],
): Promise<string> {
  const connection = (tx._.session as unknown as { client: object }).client;
  let prepared = preparedOn.get(connection);
  if (!prepared) preparedOn.set(connection, (prepared = new Set()));
  const own = pg.escapeIdentifier(`commit_${name}`);
  if (!prepared.has(own)) {
    await tx.execute(sql.raw(`PREPARE ${own} AS ${text}`));
    prepared.add(own);
  }
  return literals.length > 0 ? `EXECUTE ${own}(${literals.join(', ')})` : `EXECUTE ${own}`;
}

/**
 * A bound value as an SQL literal: the scalars Drizzle hands the driver (JSON comes as text), and
 * arrays of numbers or text (a `$n::bigint[]` of ids) in PostgreSQL's array syntax.
 */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value));
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map(arrayItem);
    return items.some((item) => item === null) ? null : pg.escapeLiteral(`{${items.join(',')}}`);
  }
  return null;
}

/** An element of an array literal: quoted, `"` and `\` escaped; null for what has no literal. */
function arrayItem(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'string')
    return null;
  return `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
