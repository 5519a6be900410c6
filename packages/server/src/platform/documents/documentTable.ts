import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { lockHolderOtherThan } from './locks';

/**
 * The Drizzle operations every versioned document table shares (assignments, news reports): row
 * lock, insert, writes that bump the version, program visibility and the usage counters. Each
 * area's repository keeps its own selects and filters.
 */

/** The columns these operations read or write. */
export type DocumentTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  excluded: PgColumn;
  /** Absent for kinds not bound to programs (posts). */
  programsIds?: PgColumn;
};

/** A list of ids as SQL parameters, for `IN (...)`. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The live edit lock of a document held by another user, if any (nickname of its holder). */
export const lockOfOther = (
  db: Executor,
  entityType: string,
  id: number,
  userId: number,
  now: Date,
): Promise<string | null> => lockHolderOtherThan(db, { entityType, entityId: id }, userId, now);

/** A query in its order, waiting for the page to read. */
interface Pageable<R> {
  limit(size: number): { offset(offset: number): PromiseLike<R[]> };
}

/** One page of `ordered` (the rows matching `where` in `table`) and how many match in all. */
export async function pageOf<R>(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  ordered: Pageable<R>,
  query: { page: number; size: number },
): Promise<{ rows: R[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await ordered.limit(query.size).offset(query.page * query.size);
  return { rows, total: total?.n ?? 0 };
}

/** The shared operations over one document table. */
export function documentTable<T extends DocumentTable>(table: T) {
  type Insert = T['$inferInsert'];
  // Drizzle cannot check column names of a generic table; the callers' types are exact.
  const writes = (tx: Executor) => tx.update(table as DocumentTable);
  const bump = (values: Partial<Insert>, now: Date) =>
    ({ ...values, version: sql`${table.version} + 1`, updatedAt: now }) as never;

  return {
    /**
     * Documents of programs the actor may see (spec 1 §6): no program, or at least one program
     * that is open to everyone or restricted to one of the actor's groups. Every document of a
     * kind not bound to programs.
     */
    ofVisiblePrograms(actor: Actor): SQL | undefined {
      if (actor.isRoot || !table.programsIds) return undefined;
      const member =
        actor.groupIds.length > 0
          ? sql` OR EXISTS (SELECT 1 FROM program_groups vg WHERE vg.program_id = dp.pid AND vg.group_id IN (${idList(actor.groupIds)}))`
          : sql``;
      return sql`(cardinality(${table.programsIds}) = 0 OR EXISTS (
    SELECT 1 FROM unnest(${table.programsIds}) AS dp(pid)
    WHERE NOT EXISTS (SELECT 1 FROM program_groups og WHERE og.program_id = dp.pid)${member}))`;
    },

    /** Locks the row for the transaction (writes to one document run in turn). */
    async lockRow(tx: Executor, id: number): Promise<void> {
      await tx
        .select({ id: table.id })
        .from(table as DocumentTable)
        .where(eq(table.id, id))
        .for('update');
    },

    async insert(tx: Executor, values: Insert): Promise<number> {
      const [row] = await tx
        .insert(table as DocumentTable)
        .values(values as never)
        .returning({ id: table.id });
      return row!.id as number;
    },

    /** Writes over `version` (bumping it); no row back means the stored version differs. */
    async updateAtVersion(
      tx: Executor,
      id: number,
      version: number,
      values: Partial<Insert>,
      now: Date,
    ): Promise<{ id: number }[]> {
      const rows = await writes(tx)
        .set(bump(values, now))
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      return rows as { id: number }[];
    },

    /** Writes and bumps the version (patches, sharing: the row lock serialises them). */
    async update(tx: Executor, id: number, values: Partial<Insert>, now: Date): Promise<void> {
      await writes(tx).set(bump(values, now)).where(eq(table.id, id));
    },

    /** Live documents whose column equals the id. */
    async countByColumn(db: Executor, column: PgColumn, id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as DocumentTable)
        .where(and(eq(table.excluded, false), eq(column, id)));
      return row?.n ?? 0;
    },

    /** Documents whose id list column holds the id (live ones only unless `includeExcluded`). */
    async countInList(
      db: Executor,
      column: PgColumn,
      id: number,
      includeExcluded = false,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table as DocumentTable)
        .where(
          and(includeExcluded ? undefined : eq(table.excluded, false), sql`${id} = ANY(${column})`),
        );
      return row?.n ?? 0;
    },
  };
}
