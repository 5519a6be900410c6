import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { containsPattern } from '../db/like';

/**
 * The columns every administration record table has: a serial id, a name unique case-insensitively
 * and the optimistic version (programs, devices, groups, teams, story templates, the lookups).
 */
export type RecordTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  /** Set on a removed record that stays (tables that remove softly). */
  excluded?: PgColumn;
};

/** A page of records asked for, filtered by text. */
export interface PageQuery {
  filter: string;
  page: number;
  size: number;
}

/** Accent- and case-insensitive "contains" on any of the columns; none with an empty filter. */
export function containsFilter(columns: PgColumn[], filter: string): SQL | undefined {
  if (!filter) return undefined;
  const pattern = containsPattern(filter);
  return or(
    ...columns.map(
      (column) => sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${pattern})`,
    ),
  );
}

/**
 * The reads and writes every record table repeats, declared once per table. Excluded rows are
 * invisible to every read and write but the name checks (a removed record's name is still taken:
 * the unique index covers it).
 */
export function recordTable<
  T extends RecordTable,
  Row = T['$inferSelect'],
  Insert extends object = T['$inferInsert'],
>(table: T) {
  type Values = Partial<Insert>;
  const active = table.excluded ? eq(table.excluded, false) : undefined;
  // Accents folded, so "Álvaro" sorts with the A names (the newsroom reads Portuguese and Spanish).
  const byName = [asc(sql`lower(immutable_unaccent(${table.name}))`), asc(table.id)];
  const bumped = () => ({ version: sql`${table.version} + 1`, updatedAt: new Date() });

  /** Another record (removed ones too) with this name, compared as the unique index does. */
  async function nameOwner(
    db: Executor,
    name: string,
    exceptId: number | null,
  ): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(
        and(
          sql`lower(${table.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(table.id, exceptId),
        ),
      );
    return row as Row | undefined;
  }

  return {
    nameOwner,

    /** A record by id (an active one). */
    async find(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.id, id), active));
      return row as Row | undefined;
    },

    /** Every (active) record meeting `where`, by name. */
    async list(db: Executor, where?: SQL): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(and(active, where))
        .orderBy(...byName);
      return rows as Row[];
    },

    /** A page of (active) records meeting `where`, by name, with how many there are in all. */
    async page(
      db: Executor,
      query: PageQuery,
      where?: SQL,
    ): Promise<{ rows: Row[]; total: number }> {
      const condition = and(active, where);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(condition)
          .orderBy(...byName)
          .limit(query.size)
          .offset(query.page * query.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(table as PgTable)
          .where(condition),
      ]);
      return { rows: rows as Row[], total: count?.n ?? 0 };
    },

    /** Whether another record (removed ones too) has this name. */
    async nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
      return (await nameOwner(db, name, exceptId)) !== undefined;
    },

    async insert(db: Executor, values: Insert): Promise<Row> {
      const [row] = await db
        .insert(table as PgTable)
        .values(values)
        .returning();
      return row as Row;
    },

    /** Changes an (active) record at `version`; no row back means stale, removed or missing. */
    async updateAtVersion(
      db: Executor,
      id: number,
      version: number,
      values: Values,
    ): Promise<Row[]> {
      const rows = await db
        .update(table as PgTable)
        .set({ ...values, ...bumped() })
        .where(and(eq(table.id, id), eq(table.version, version), active))
        .returning();
      return rows as Row[];
    },

    /** Brings a removed record back with new values (same id, so old references resolve). */
    async revive(db: Executor, id: number, values: Values): Promise<Row> {
      const [row] = await db
        .update(table as PgTable)
        .set({ ...values, excluded: false, ...bumped() })
        .where(and(eq(table.id, id), table.excluded ? eq(table.excluded, true) : undefined))
        .returning();
      return row as Row;
    },

    /** Flags an active record removed; none back when it was not active. */
    async exclude(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db
        .update(table as PgTable)
        .set({ excluded: true, ...bumped() })
        .where(and(eq(table.id, id), active))
        .returning();
      return row as Row | undefined;
    },

    /** Deletes a record for good. */
    async delete(db: Executor, id: number): Promise<void> {
      await db.delete(table as PgTable).where(eq(table.id, id));
    },
  };
}
