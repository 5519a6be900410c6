import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { isLoginThrottled } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { accessFailureLogs, loginAttempts } from '../../platform/db/schema';

/** Advisory-lock key serialising login reservations across every server instance. */
const LOGIN_RESERVATION_LOCK_KEY = 727_274_002;

/** The only code that reads and writes access-failure logs. */
export const authRepository = {
  async recordFailure(db: Executor, row: typeof accessFailureLogs.$inferInsert): Promise<void> {
    await db.insert(accessFailureLogs).values(row);
  },

  /**
   * Reserves a login attempt before its password is checked, unless the failures (and attempts
   * still being checked) of the account from the address, or of the address, reach the limit.
   * Reservations run one at a time, so concurrent guesses cannot all slip under the limit.
   * Answers the attempt's id, or null when throttled.
   */
  async reserveAttempt(
    db: Executor,
    attempt: { account: string; ip: string; now: Date; since: Date },
  ): Promise<number | null> {
    const { account, ip, now, since } = attempt;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_RESERVATION_LOCK_KEY})`);
      await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, since));
      const [counts] = await tx
        .select({
          byAccountAndAddress: sql<number>`(count(*) FILTER (WHERE ${loginAttempts.account} = ${account}))::int`,
          byAddress: sql<number>`count(*)::int`,
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), gte(loginAttempts.createdAt, since)));
      if (isLoginThrottled(counts ?? { byAccountAndAddress: 0, byAddress: 0 })) return null;
      const [row] = await tx
        .insert(loginAttempts)
        .values({ account, ip, createdAt: now })
        .returning({ id: loginAttempts.id });
      return row!.id;
    });
  },

  /** Forgets a reserved attempt whose password proved right (or that was never checked). */
  async releaseAttempt(db: Executor, id: number): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  },

  /** A page of failures matching a filter on user name, address or reason, newest first. */
  async filter(db: Executor, filter: string, page: number, size: number) {
    const where = filter
      ? or(
          ilike(accessFailureLogs.username, containsPattern(filter)),
          ilike(accessFailureLogs.ip, containsPattern(filter)),
          ilike(accessFailureLogs.reason, containsPattern(filter)),
        )
      : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(accessFailureLogs)
        .where(where)
        .orderBy(desc(accessFailureLogs.createdAt), desc(accessFailureLogs.id))
        .limit(size)
        .offset(page * size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessFailureLogs)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
