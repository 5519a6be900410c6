import {
  fillPlaceholders,
  sql,
  type ColumnsSelection,
  type Placeholder,
  type WithSubquery,
} from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { preparedOnce, type Preparable, type Prepared } from './builtOnce';
import type { Executor } from './client';

/** The data-modifying query (insert, update or delete with RETURNING) a held write runs. */
type WriteQuery = TypedQueryBuilder<ColumnsSelection>;

/** A placeholder of one write's own values (each write's names are its own). */
export type WritePlaceholder = (key: string) => Placeholder;

/**
 * A write held back to travel in a later statement as a data-modifying CTE: under a rundown's
 * lock each statement is a round trip the next editor waits for, so a mutation's log rows and
 * version bump ride in its event's statement. Its SQL depends on its `shape` only, its `values`
 * fill the placeholders `build` writes: a statement of one shape is built once (Drizzle's
 * building cost more CPU than running it).
 */
export interface HeldWrite {
  /** How others find it among a statement's writes (`EmitOptions.after`); not in its SQL. */
  name: string;
  /** What its SQL depends on besides the values; null: built for this call only. */
  shape: string | null;
  values: Record<string, unknown>;
  build(db: Executor, p: WritePlaceholder): WriteQuery;
}

/** What a statement of held writes ends with: a select over their CTEs (and its own). */
export interface StatementTail<R> {
  /** What its SQL depends on besides the values (the position of a write it reads, say). */
  shape: string;
  values: Record<string, unknown>;
  /** `held`: the writes' CTEs and their aliases, in order. */
  build(
    db: Executor,
    p: WritePlaceholder,
    held: { ctes: WithSubquery[]; aliases: string[] },
  ): Preparable<R[]>;
}

/** A statement of held writes: to run, or to read its text and values (`commitWith`). */
export interface HeldStatement<R> {
  execute(): Promise<R[]>;
  toSQL(): { sql: string; params: unknown[] };
  /** The name it is prepared under, when its shape is built once. */
  name?: string;
}

/** A placeholder per key (`suffix` tells apart the rows of a multi-row write). */
export function placeholdersOf<K extends string>(
  keys: readonly K[],
  p: WritePlaceholder,
  suffix = '',
): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, p(`${key}${suffix}`)])) as Record<
    K,
    Placeholder
  >;
}

export type HeldWrites = (tx: Executor) => HeldWrite[];

const held = new WeakMap<object, HeldWrites>();

/** Registers what `tx` holds back; the holder must `flushHeldWrites` before the transaction ends. */
export function holdWrites(tx: Executor, take: HeldWrites): void {
  held.set(tx, take);
}

/** The held writes of `tx`, handed over once (the next statement carries them). */
export function takeHeldWrites(tx: Executor): HeldWrite[] {
  return held.get(tx)?.(tx) ?? [];
}

/** Sends what is still held in one statement (nothing when nothing is). */
export async function flushHeldWrites(tx: Executor): Promise<void> {
  await runWrites(tx, takeHeldWrites(tx));
}

/** Runs `writes` in one statement (nothing when there are none). */
export async function runWrites(db: Executor, writes: HeldWrite[]): Promise<void> {
  if (writes.length === 0) return;
  // PostgreSQL runs every data-modifying CTE of a statement, read or not.
  await heldStatement(db, writes, {
    shape: 'done',
    values: {},
    build: (tx, _, { ctes }) =>
      tx
        .with(...ctes)
        .select({ done: sql<number>`1` })
        .from(ctes[0]!),
  }).execute();
}

/** Shapes built once at most (then statements are built per call): a bound on prepared ones. */
const SHAPES_KEPT = 300;
/** More writes than this in a statement (a move of many stories): built per call. */
const WRITES_SHAPED = 6;
const shapes = new Map<
  string,
  { name: string; statement: (db: Executor) => Prepared<unknown[]> }
>();

/**
 * `writes` as CTEs (`held_0`, `held_1` …) followed by `tail`, in one statement whose SQL is
 * built once per shape (writes' and tail's) and prepared on each connection by its name.
 */
export function heldStatement<R>(
  db: Executor,
  writes: HeldWrite[],
  tail: StatementTail<R>,
): HeldStatement<R> {
  const values: Record<string, unknown> = {};
  writes.forEach((write, i) => {
    for (const [key, value] of Object.entries(write.values)) values[`w${i}_${key}`] = value;
  });
  for (const [key, value] of Object.entries(tail.values)) values[`t_${key}`] = value;
  const build = (tx: Executor) => {
    const ctes = writes.map((write, i) =>
      tx.$with(`held_${i}`).as(write.build(tx, (key) => sql.placeholder(`w${i}_${key}`))),
    );
    const aliases = writes.map((_, i) => `held_${i}`);
    return tail.build(tx, (key) => sql.placeholder(`t_${key}`), { ctes, aliases });
  };
  const shape =
    writes.length <= WRITES_SHAPED && writes.every((write) => write.shape !== null)
      ? `${writes.map((write) => write.shape).join(';')}|${tail.shape}`
      : null;
  let prepared = shape === null ? undefined : shapes.get(shape);
  if (!prepared && shape !== null && shapes.size < SHAPES_KEPT) {
    const name = `held_writes_${shapes.size + 1}`;
    prepared = { name, statement: preparedOnce<unknown[]>(name, build) };
    shapes.set(shape, prepared);
  }
  if (prepared) {
    const statement = prepared.statement(db) as Prepared<R[]>;
    return {
      execute: () => statement.execute(values),
      toSQL: () => filled(statement.getQuery(), values),
      name: prepared.name,
    };
  }
  const query = build(db) as Preparable<R[]> & {
    execute(values: Record<string, unknown>): Promise<R[]>;
    toSQL(): { sql: string; params: unknown[] };
  };
  return { execute: () => query.execute(values), toSQL: () => filled(query.toSQL(), values) };
}

function filled(query: { sql: string; params: unknown[] }, values: Record<string, unknown>) {
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}
