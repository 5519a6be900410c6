import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client';
import { executeAfter, type AfterAnswer, type Queued } from './executeAfter';
import type { RenderedStatement } from './inlined';

/** What a Drizzle query builder answers to `prepare`. */
export interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
  /** Its text and parameters, placeholders unfilled. */
  getQuery(): { sql: string; params: unknown[] };
}

/** A select, insert, update or delete builder. */
export interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/** One placeholder per value the statement takes. */
export type PlaceholdersOf<V> = { [K in keyof V]: Placeholder<K & string, V[K]> };

/**
 * A statement of fixed shape whose SQL Drizzle builds once, not on every call: building a wide
 * select costs more CPU than its round trip (issue 27, the story PATCH). `build` writes it with
 * placeholders for its values; PostgreSQL parses and plans it once per connection too (a named
 * prepared statement, `name` unique in the process). Only the placeholders vary: anything else
 * the builder computes (a date, a column's default function) is fixed at the first call.
 *
 * Drizzle binds a prepared statement to the connection it was prepared on; each call runs it on
 * the caller's own (its transaction's) through an object deriving from the one built, with that
 * connection as its `client` — the drivers' prepared queries read it when they execute.
 */
export function builtOnce<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: Executor, p: PlaceholdersOf<V>) => Preparable<R>,
): BuiltOnce<V, R> {
  const placeholders = new Proxy({} as PlaceholdersOf<V>, {
    get: (_, key) => sql.placeholder(String(key)),
  });
  const prepared = preparedOnce(name, (db) => build(db, placeholders));
  const rendered = (db: Executor, values: V): RenderedStatement => {
    const query = prepared(db).getQuery();
    return { name, toSQL: () => ({ ...query, params: fillPlaceholders(query.params, values) }) };
  };
  const queued = (db: Executor, values: V): Queued<R> => ({
    query: prepared(db),
    rendered: rendered(db, values),
    values,
  });
  return Object.assign((db: Executor, values: V) => prepared(db).execute(values), {
    after: <B>(db: Executor, leading: RenderedStatement, values: V, behind?: Queued<B>) =>
      executeAfter(db, leading, queued(db, values), behind),
    rendered,
    queued,
  });
}

/** A statement built once: called with its values, it runs. */
export interface BuiltOnce<V, R> {
  (db: Executor, values: V): Promise<R>;
  /**
   * Runs it right behind `leading` (and `behind` after it), in one message on PostgreSQL
   * (`executeAfter`).
   */
  after<B = never>(
    db: Executor,
    leading: RenderedStatement,
    values: V,
    behind?: Queued<B>,
  ): Promise<AfterAnswer<R, B>>;
  /** It with `values`, to travel in a message of several (`commitWith`, `executeAfter`). */
  rendered(db: Executor, values: V): RenderedStatement;
  /** It with `values`, to run behind another (`after`'s `behind`). */
  queued(db: Executor, values: V): Queued<R>;
}

/** `builtOnce`'s statement itself, on `db`'s connection: to execute or to read its text. */
export function preparedOnce<R>(
  name: string,
  build: (db: Executor) => Preparable<R>,
): (db: Executor) => Prepared<R> {
  // One per engine (PGlite and node-postgres prepare differently; tests run both in a process).
  const byEngine = new Map<unknown, Prepared<R>>();
  return (db) => {
    const session = db._.session as unknown as { client: unknown };
    let prepared = byEngine.get(session.constructor);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byEngine.set(session.constructor, prepared);
    }
    const here = Object.create(prepared) as Prepared<R> & { client: unknown };
    here.client = session.client;
    return here;
  };
}
