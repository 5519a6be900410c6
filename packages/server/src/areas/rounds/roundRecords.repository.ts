import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { roundInstitutions, roundSegments } from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';

export type SegmentRow = typeof roundSegments.$inferSelect;
export type InstitutionRow = typeof roundInstitutions.$inferSelect;

/** Whether another row of a table (not `exceptId`) has this name key. */
async function keyTaken(
  db: Executor,
  table: PgTable & { id: PgColumn; nameKey: PgColumn },
  key: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.nameKey, key), exceptId === null ? undefined : ne(table.id, exceptId)));
  return row !== undefined;
}

/** Only this file touches the segments and institutions of the rounds. */
export const roundRecordsRepository = {
  segments: recordTable(roundSegments),
  institutions: recordTable(roundInstitutions),

  /** Another segment whose name is the same name (domain roundNameKey). */
  segmentKeyTaken: (db: Executor, key: string, exceptId: number | null) =>
    keyTaken(db, roundSegments, key, exceptId),

  /** Another institution whose name is the same name (domain roundNameKey). */
  institutionKeyTaken: (db: Executor, key: string, exceptId: number | null) =>
    keyTaken(db, roundInstitutions, key, exceptId),

  /** Institutions in a segment: it cannot go while any is. */
  async institutionsInSegment(db: Executor, segmentId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(roundInstitutions)
      .where(eq(roundInstitutions.segmentId, segmentId));
    return row?.n ?? 0;
  },
};
