import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { productionResources, productionTypes } from '../../platform/db/schema';

/** One of the two production lookup tables (same columns). */
export type ProductionLookupTable = typeof productionResources | typeof productionTypes;

/** A stored lookup row. */
export type ProductionLookupRow = typeof productionResources.$inferSelect;

/** The only code that reads and writes production resources and production types. */
export const productionLookupsRepository = {
  /** Records by name; removed ones only when `all`. */
  async list(
    db: Executor,
    table: ProductionLookupTable,
    all: boolean,
  ): Promise<ProductionLookupRow[]> {
    return db
      .select()
      .from(table)
      .where(all ? undefined : eq(table.excluded, false))
      .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
  },

  /** A record by id (also removed: old productions still name it). */
  async findById(
    db: Executor,
    table: ProductionLookupTable,
    id: number,
  ): Promise<ProductionLookupRow | undefined> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return row;
  },

  /** The record (active or removed) other than `exceptId` holding a name, case-insensitively. */
  async nameHolder(
    db: Executor,
    table: ProductionLookupTable,
    name: string,
    exceptId: number | null,
  ): Promise<ProductionLookupRow | undefined> {
    const [row] = await db
      .select()
      .from(table)
      .where(
        and(
          sql`lower(${table.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(table.id, exceptId),
        ),
      );
    return row;
  },

  async insert(
    db: Executor,
    table: ProductionLookupTable,
    name: string,
  ): Promise<ProductionLookupRow> {
    const [row] = await db.insert(table).values({ name }).returning();
    return row!;
  },

  /** Brings a removed record back under a new spelling of its name (same id). */
  async revive(
    db: Executor,
    table: ProductionLookupTable,
    id: number,
    name: string,
  ): Promise<ProductionLookupRow> {
    const [row] = await db
      .update(table)
      .set({ name, excluded: false, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning();
    return row!;
  },

  /** Renames an active record at `version`; no row back = stale. */
  async renameAtVersion(
    db: Executor,
    table: ProductionLookupTable,
    id: number,
    version: number,
    name: string,
  ): Promise<ProductionLookupRow[]> {
    return db
      .update(table)
      .set({ name, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(eq(table.id, id), eq(table.version, version), eq(table.excluded, false)))
      .returning();
  },
};
