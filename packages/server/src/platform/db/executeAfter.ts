import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Executor } from './client';
import { inlined, type RenderedStatement } from './inlined';

/** A prepared query of Drizzle's: it executes through the driver's client it holds. */
interface PreparedQuery<R> {
  execute(values: Record<string, unknown>): Promise<R>;
  client?: unknown;
}

/** What the prepared query hands the driver's client when it executes. */
interface QueryConfig {
  rowMode?: string;
  types?: unknown;
}

/** What `executeAfter` answers: the leading statement's rows (as arrays), the statement's. */
export interface AfterAnswer<R> {
  leading: unknown[][];
  rows: R;
}

/**
 * Runs `leading`, then prepared query `statement` with `values` (`rendered`: the same, written
 * for a message), in one message on PostgreSQL: one round trip where there were two. Each
 * statement of a message takes its own snapshot (read committed), so the second sees what was
 * committed before the first was done — a lock it must follow. Its rows come back mapped as its
 * `execute` maps them: the driver's call is made in its place with the message, keeping the call's
 * row mode and type parsers. Elsewhere (PGlite, no round trip to save; a value with no literal)
 * the two run one after the other. A failure in `leading` stops the message there.
 */
export async function executeAfter<R>(
  tx: Executor,
  leading: RenderedStatement,
  statement: PreparedQuery<R>,
  rendered: RenderedStatement,
  values: Record<string, unknown>,
): Promise<AfterAnswer<R>> {
  const first = await inlined(tx, leading);
  const second = first === null ? null : await inlined(tx, rendered);
  const client = (tx._.session as unknown as { client: unknown }).client;
  if (first === null || second === null) {
    const { sql: text, params } = leading.toSQL();
    const answer = is(tx, NodePgTransaction)
      ? await (client as pg.ClientBase).query({ text, values: params, rowMode: 'array' })
      : await (client as PGlite).query(text, params, { rowMode: 'array' });
    return { leading: answer.rows as unknown[][], rows: await statement.execute(values) };
  }
  let leadingRows: unknown[][] = [];
  const here = Object.create(statement) as PreparedQuery<R>;
  here.client = {
    async query(config: QueryConfig) {
      const answers = (await (client as pg.ClientBase).query({
        text: `${first};\n${second}`,
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        types: config.types,
      } as pg.QueryConfig)) as unknown as pg.QueryResult[];
      const [lead] = answers;
      leadingRows = config.rowMode
        ? (lead!.rows as unknown[][])
        : lead!.rows.map((row: Record<string, unknown>) => lead!.fields.map((f) => row[f.name]));
      return answers[answers.length - 1];
    },
  };
  const rows = await here.execute(values);
  return { leading: leadingRows, rows };
}
