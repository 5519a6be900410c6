import { and, eq, ne, sql } from 'drizzle-orm';
import { compareRounds } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { roundInstitutions, roundSegments, rounds } from '../../platform/db/schema';

export type RoundRow = typeof rounds.$inferSelect;
/** A round with the institution it calls and that institution's segment. */
export type SheetRoundRow = RoundRow & {
  institution: typeof roundInstitutions.$inferSelect;
  segmentName: string;
};

const withInstitution = {
  round: rounds,
  institution: roundInstitutions,
  segmentName: roundSegments.name,
};

/** Only this file touches the rounds (the daily list). */
export const roundsRepository = {
  /** Every round with what it calls, by time, then institution name (domain compareRounds). */
  async listWithInstitutions(db: Executor): Promise<SheetRoundRow[]> {
    const rows = await db
      .select(withInstitution)
      .from(rounds)
      .innerJoin(roundInstitutions, eq(roundInstitutions.id, rounds.institutionId))
      .innerJoin(roundSegments, eq(roundSegments.id, roundInstitutions.segmentId));
    return rows
      .map(({ round, institution, segmentName }) => ({ ...round, institution, segmentName }))
      .sort((a, b) =>
        compareRounds(
          { ...a, institutionName: a.institution.name },
          { ...b, institutionName: b.institution.name },
        ),
      );
  },

  async find(db: Executor, id: number): Promise<RoundRow | undefined> {
    const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
    return row;
  },

  /** A round with what it calls. */
  async findWithInstitution(db: Executor, id: number): Promise<SheetRoundRow | undefined> {
    const [row] = await db
      .select(withInstitution)
      .from(rounds)
      .innerJoin(roundInstitutions, eq(roundInstitutions.id, rounds.institutionId))
      .innerJoin(roundSegments, eq(roundSegments.id, roundInstitutions.segmentId))
      .where(eq(rounds.id, id));
    return row && { ...row.round, institution: row.institution, segmentName: row.segmentName };
  },

  async insert(db: Executor, values: typeof rounds.$inferInsert): Promise<RoundRow> {
    const [row] = await db.insert(rounds).values(values).returning();
    return row!;
  },

  /** Changes a round at `version`; no row back means stale or gone. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    values: Partial<typeof rounds.$inferInsert>,
  ): Promise<RoundRow[]> {
    return db
      .update(rounds)
      .set({ ...values, version: sql`${rounds.version} + 1`, updatedAt: new Date() })
      .where(and(eq(rounds.id, id), eq(rounds.version, version)))
      .returning();
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(rounds).where(eq(rounds.id, id));
  },

  /** Whether another round calls the institution at that time. */
  async timeTaken(
    db: Executor,
    institutionId: number,
    time: string,
    exceptId: number | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: rounds.id })
      .from(rounds)
      .where(
        and(
          eq(rounds.institutionId, institutionId),
          eq(rounds.time, time),
          exceptId === null ? undefined : ne(rounds.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  /** Rounds calling an institution: it cannot go while any does. */
  async countOfInstitution(db: Executor, institutionId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rounds)
      .where(eq(rounds.institutionId, institutionId));
    return row?.n ?? 0;
  },
};
