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

/** A prepared query with its values, and the same written for a message (`rendered`). */
export interface Queued<R> {
  query: PreparedQuery<R>;
  rendered: RenderedStatement;
  values: Record<string, unknown>;
}

/** What the prepared query hands the driver's client when it executes. */
interface QueryConfig {
  rowMode?: string;
  types?: unknown;
}

/**
 * What `executeAfter` answers: the leading statement's rows (as arrays), the statement's, and
 * those of the one sent behind it (when there is one).
 */
export interface AfterAnswer<R, B = never> {
  leading: unknown[][];
  rows: R;
  behind?: B;
}

/**
 * Runs `leading`, then `statement`, then `behind` (when given), in one message on PostgreSQL: one
 * round trip where there were two or three. Each statement of a message takes its own snapshot
 * (read committed), so the second sees what was committed before the first was done — a lock it
 * must follow. Rows come back mapped as each query's `execute` maps them: the driver's call is
 * made in its place with the message, keeping the call's row mode and type parsers. Elsewhere
 * (PGlite, no round trip to save; a value with no literal) they run one after the other. A
 * failure stops the message there.
 */
export async function executeAfter<R, B = never>(
  tx: Executor,
  leading: RenderedStatement,
  statement: Queued<R>,
  behind?: Queued<B>,
): Promise<AfterAnswer<R, B>> {
  const texts: string[] = [];
  for (const rendered of [leading, statement.rendered, ...(behind ? [behind.rendered] : [])]) {
    const text = await inlined(tx, rendered);
    if (text === null) break;
    texts.push(text);
  }
  const client = (tx._.session as unknown as { client: unknown }).client;
  if (texts.length < (behind ? 3 : 2)) {
    const { sql: text, params } = leading.toSQL();
    const answer = is(tx, NodePgTransaction)
      ? await (client as pg.ClientBase).query({ text, values: params, rowMode: 'array' })
      : await (client as PGlite).query(text, params, { rowMode: 'array' });
    return {
      leading: answer.rows as unknown[][],
      rows: await statement.query.execute(statement.values),
      ...(behind ? { behind: await behind.query.execute(behind.values) } : {}),
    };
  }
  let answers: pg.QueryResult[] = [];
  let sentAs: string | undefined;
  const sent = await answered(statement, async (config) => {
    sentAs = config.rowMode;
    answers = (await (client as pg.ClientBase).query({
      text: texts.join(';\n'),
      ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      types: config.types,
    } as pg.QueryConfig)) as unknown as pg.QueryResult[];
    return answers[1]!;
  });
  return {
    leading: inRowMode(answers[0]!, 'array', sentAs).rows as unknown[][],
    rows: sent,
    ...(behind
      ? {
          behind: await answered(behind, async (config) =>
            inRowMode(answers[2]!, config.rowMode, sentAs),
          ),
        }
      : {}),
  };
}

/** Runs `queued` as its `execute` would, the driver's answer being `answer`'s. */
function answered<R>(
  queued: Queued<R>,
  answer: (config: QueryConfig) => Promise<pg.QueryResult>,
): Promise<R> {
  const here = Object.create(queued.query) as PreparedQuery<R>;
  here.client = { query: answer };
  return here.execute(queued.values);
}

/** `result` with its rows as arrays (`rowMode` 'array') or objects, sent in row mode `sentAs`. */
function inRowMode(
  result: pg.QueryResult,
  rowMode: string | undefined,
  sentAs: string | undefined,
): pg.QueryResult {
  if (rowMode === sentAs) return result;
  const rows =
    rowMode === 'array'
      ? result.rows.map((row: Record<string, unknown>) => result.fields.map((f) => row[f.name]))
      : (result.rows as unknown as unknown[][]).map((row) =>
          Object.fromEntries(result.fields.map((f, i) => [f.name, row[i]])),
        );
  return { ...result, rows };
}
