import { and, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { containsFilter, recordTable, type PageQuery } from '../../platform/records/recordTable';

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

/** The reads and writes every record table shares, on a lookup table, its rows read generically. */
const records = (table: LookupTable) =>
  recordTable<LookupTable, LookupRow, Record<string, unknown>>(table);

/** The only code that reads and writes lookup and branch tables. */
export const lookupsRepository = {
  /** An active record by id. */
  findById: (db: Executor, table: LookupTable, id: number) => records(table).find(db, id),

  /** Every active record, by name (for selects and the remote bundle). */
  listActive: (db: Executor, table: LookupTable) => records(table).list(db),

  /** A page of active records whose filter columns contain `filter`, by name. */
  page: (db: Executor, table: LookupTable, filterColumns: PgColumn[], query: PageQuery) =>
    records(table).page(db, query, containsFilter(filterColumns, query.filter)),

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

  insert: (db: Executor, table: LookupTable, values: Record<string, unknown>) =>
    records(table).insert(db, values),

  /** Changes an active record at `version`; no row back means stale, removed or missing. */
  updateAtVersion: (
    db: Executor,
    table: LookupTable,
    id: number,
    version: number,
    values: Record<string, unknown>,
  ) => records(table).updateAtVersion(db, id, version, values),

  /** Brings a removed record back with new values (same id, so old references still resolve). */
  revive: (db: Executor, table: LookupTable, id: number, values: Record<string, unknown>) =>
    records(table).revive(db, id, values),
};
