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
): Promise<R> {
  const first = await inlined(tx, leading);
  const second = first === null ? null : await inlined(tx, rendered);
  const client = (tx._.session as unknown as { client: pg.ClientBase }).client;
  if (first === null || second === null) {
    const { sql: text, params } = leading.toSQL();
    await client.query(text, params);
    return statement.execute(values);
  }
  const here = Object.create(statement) as PreparedQuery<R>;
  here.client = {
    async query(config: QueryConfig) {
      const answers = (await client.query({
        text: `${first};\n${second}`,
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        types: config.types,
      } as pg.QueryConfig)) as unknown as pg.QueryResult[];
      return answers[answers.length - 1];
    },
  };
  return here.execute(values);
}
