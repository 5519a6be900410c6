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
 * `statement` written out to travel in a message of several on PostgreSQL transaction `tx`
 * (`commitWith`, `executeAfter`): one message takes no bound parameters, so the values are
 * written into the text as literals (quoted by the driver). A named statement runs as `EXECUTE`
 * of an SQL-level prepared statement (prepared once per connection, on the first call there): its
 * plan is kept, where a statement written out in full is parsed and planned on every call.
 * Answers null for PGlite (in process, no round trip to save) and for a value with no literal
 * here: the caller runs the statement itself.
 */
export async function inlined(tx: Executor, statement: RenderedStatement): Promise<string | null> {
  if (!is(tx, NodePgTransaction)) return null;
  const { sql: text, params } = statement.toSQL();
  const literals = params.map(literal);
  if (literals.some((value) => value === null)) return null;
  return statement.name
    ? executed(tx, statement.name, text, literals as string[])
    : text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!);
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
  const own = pg.escapeIdentifier(`inlined_${name}`);
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
