import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { mosCalls } from '../../platform/db/schema';

/** The rows of MOS calls forwarded to the leader (mos.forward.ts). */
export const mosCallsRepository = {
  /**
   * Writes a call for the device's leader (null: any leader) and announces `id:deviceId` on
   * `channel` when the transaction commits.
   */
  async write(
    db: Db,
    channel: string,
    kind: string,
    input: unknown,
    deviceId: number | null,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mosCalls)
        .values({ kind, input, deviceId })
        .returning({ id: mosCalls.id });
      await tx.execute(sql`SELECT pg_notify(${channel}, ${`${row!.id}:${deviceId ?? ''}`})`);
      return row!.id;
    });
  },

  /** The call's answer once the leader wrote it (answeredAt set). */
  async answerOf(db: Executor, id: number) {
    const [row] = await db
      .select({
        answeredAt: mosCalls.answeredAt,
        answer: mosCalls.answer,
        failure: mosCalls.failure,
      })
      .from(mosCalls)
      .where(eq(mosCalls.id, id));
    return row ?? null;
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(mosCalls).where(eq(mosCalls.id, id));
  },

  /** Drops the calls written before `before` (their callers gave up long ago). */
  async removeOlderThan(db: Executor, before: Date): Promise<void> {
    await db.delete(mosCalls).where(lt(mosCalls.createdAt, before));
  },

  /** The calls no leader took yet: their ids and devices. */
  async waiting(db: Executor): Promise<{ id: number; deviceId: number | null }[]> {
    return db
      .select({ id: mosCalls.id, deviceId: mosCalls.deviceId })
      .from(mosCalls)
      .where(isNull(mosCalls.claimedAt));
  },

  /** Takes the call unless another claim did: its kind and input, or null. */
  async claim(db: Executor, id: number, now: Date) {
    const [call] = await db
      .update(mosCalls)
      .set({ claimedAt: now })
      .where(and(eq(mosCalls.id, id), isNull(mosCalls.claimedAt)))
      .returning({ kind: mosCalls.kind, input: mosCalls.input });
    return call ?? null;
  },

  /** Writes the call's answer or failure. */
  async answer(
    db: Executor,
    id: number,
    result: { answer: unknown; failure: unknown },
    now: Date,
  ): Promise<void> {
    await db
      .update(mosCalls)
      .set({ ...result, answeredAt: now })
      .where(eq(mosCalls.id, id));
  },
};
