import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';

/**
 * The columns every company-data table has: a serial id, a case-insensitively unique name,
 * the soft-delete flag and the optimistic version. The lookup tables (document_types,
 * vehicles, editorials, classifications) and branches all fit.
 */
export type LookupTable = PgTable & {
  id: PgColumn;
  name: PgColumn;
  excluded: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** A stored row, read generically; each definition's presenter knows its real shape. */
export type LookupRow = Record<string, unknown> & {
  id: number;
  name: string;
  excluded: boolean;
  version: number;
};

/** Another record holding a unique value. */
export interface UniqueOwner {
  id: number;
  excluded: boolean;
  /** The unique fields it shares with the value checked. */
  fields: string[];
}

/** Accent- and case-insensitive "contains" on any of the columns. */
function matchesFilter(columns: PgColumn[], filter: string): SQL | undefined {
  if (!filter) return undefined;
  const pattern = containsPattern(filter);
  return or(
    ...columns.map(
      (column) => sql`immutable_unaccent(${column}) ILIKE immutable_unaccent(${pattern})`,
    ),
  );
}

/** The only code that reads and writes lookup and branch tables. */
export const lookupsRepository = {
  /** An active record by id. */
  async findById(db: Executor, table: LookupTable, id: number): Promise<LookupRow | undefined> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.excluded, false)));
    return row as LookupRow | undefined;
  },

  /** Every active record, by name (for selects and the remote bundle). */
  async listActive(db: Executor, table: LookupTable): Promise<LookupRow[]> {
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.excluded, false))
      .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
    return rows as LookupRow[];
  },

  /** A page of active records whose filter columns contain `filter`, by name. */
  async page(
    db: Executor,
    table: LookupTable,
    filterColumns: PgColumn[],
    query: { filter: string; page: number; size: number },
  ): Promise<{ rows: LookupRow[]; total: number }> {
    const where = and(eq(table.excluded, false), matchesFilter(filterColumns, query.filter));
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
        .limit(query.size)
        .offset(query.page * query.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where),
    ]);
    return { rows: rows as LookupRow[], total: count?.n ?? 0 };
  },

  /**
   * Records (active or removed) other than `exceptId` holding one of the unique values,
   * compared case-insensitively as the unique indexes do.
   */
  async uniqueOwners(
    db: Executor,
    table: LookupTable,
    unique: { field: string; column: PgColumn; value: string }[],
    exceptId: number | null,
  ): Promise<UniqueOwner[]> {
    if (unique.length === 0) return [];
    const rows = (await db
      .select()
      .from(table)
      .where(
        and(
          or(...unique.map(({ column, value }) => sql`lower(${column}) = lower(${value})`)),
          exceptId === null ? undefined : ne(table.id, exceptId),
        ),
      )) as LookupRow[];
    return rows.map((row) => ({
      id: row.id,
      excluded: row.excluded,
      fields: unique
        .filter(({ field, value }) => String(row[field]).toLowerCase() === value.toLowerCase())
        .map(({ field }) => field),
    }));
  },

  async insert(
    db: Executor,
    table: LookupTable,
    values: Record<string, unknown>,
  ): Promise<LookupRow> {
    const [row] = await db.insert(table).values(values).returning();
    return row as LookupRow;
  },

  /** Changes an active record at `version`; no row back means stale, removed or missing. */
  async updateAtVersion(
    db: Executor,
    table: LookupTable,
    id: number,
    version: number,
    values: Record<string, unknown>,
  ): Promise<LookupRow[]> {
    const rows = await db
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(eq(table.id, id), eq(table.version, version), eq(table.excluded, false)))
      .returning();
    return rows as LookupRow[];
  },

  /** Brings a removed record back with new values (same id, so old references still resolve). */
  async revive(
    db: Executor,
    table: LookupTable,
    id: number,
    values: Record<string, unknown>,
  ): Promise<LookupRow> {
    const [row] = await db
      .update(table)
      .set({
        ...values,
        excluded: false,
        version: sql`${table.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(table.id, id), eq(table.excluded, true)))
      .returning();
    return row as LookupRow;
  },
};
