import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { roundCalls, users } from '../../platform/db/schema';

export type CallRow = typeof roundCalls.$inferSelect;
/** A call with the nickname of who made it. */
export type CallRecord = CallRow & { calledByNickname: string | null };
/** What a save writes. */
export type CallValues = Pick<CallRow, 'state' | 'note' | 'calledById' | 'calledAt'>;

const one = (roundId: number, date: string) =>
  and(eq(roundCalls.roundId, roundId), eq(roundCalls.date, date));
const bumped = () => ({ version: sql`${roundCalls.version} + 1`, updatedAt: new Date() });

function records(db: Executor) {
  return db
    .select({ ...getTableColumns(roundCalls), calledByNickname: users.nickname })
    .from(roundCalls)
    .leftJoin(users, eq(users.id, roundCalls.calledById));
}

/** Only this file touches the calls of the day sheets. */
export const roundCallsRepository = {
  /** Every call saved on a day. */
  ofDate: (db: Executor, date: string): Promise<CallRecord[]> =>
    records(db).where(eq(roundCalls.date, date)),

  async find(db: Executor, roundId: number, date: string): Promise<CallRecord | undefined> {
    const [row] = await records(db).where(one(roundId, date));
    return row;
  },

  /** Writes a call's first save; none back when someone saved it first. */
  insertFirst(db: Executor, roundId: number, date: string, values: CallValues): Promise<CallRow[]> {
    return db
      .insert(roundCalls)
      .values({ roundId, date, ...values })
      .onConflictDoNothing()
      .returning();
  },

  /** Changes a call at `version`; none back means stale. */
  updateAtVersion(
    db: Executor,
    roundId: number,
    date: string,
    version: number,
    values: CallValues,
  ): Promise<CallRow[]> {
    return db
      .update(roundCalls)
      .set({ ...values, ...bumped() })
      .where(and(one(roundId, date), eq(roundCalls.version, version)))
      .returning();
  },

  /**
   * The call's row held for the rest of the transaction (written pending first when never saved),
   * so two creations from the same call are one after the other.
   */
  async lockOrCreate(tx: Executor, roundId: number, date: string): Promise<void> {
    await tx.insert(roundCalls).values({ roundId, date, state: 'pending' }).onConflictDoNothing();
    await tx
      .select({ roundId: roundCalls.roundId })
      .from(roundCalls)
      .where(one(roundId, date))
      .for('update');
  },

  /** Records the guideline or proposal made from a call. */
  async link(
    tx: Executor,
    roundId: number,
    date: string,
    made: { assignmentId: number } | { proposalId: number },
  ): Promise<void> {
    await tx
      .update(roundCalls)
      .set({ ...made, ...bumped() })
      .where(one(roundId, date));
  },

  /** Calls on record of a round: it cannot go while any is. */
  async countOfRound(db: Executor, roundId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(roundCalls)
      .where(eq(roundCalls.roundId, roundId));
    return row?.n ?? 0;
  },
};
