import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { accessFailureLogs } from '../../platform/db/schema';

/** The only code that reads and writes access-failure logs. */
export const authRepository = {
  async recordFailure(db: Executor, row: typeof accessFailureLogs.$inferInsert): Promise<void> {
    await db.insert(accessFailureLogs).values(row);
  },

  /** Failures of a user name from an address since a moment. */
  async failuresSince(db: Executor, username: string, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accessFailureLogs)
      .where(
        and(
          sql`lower(${accessFailureLogs.username}) = lower(${username})`,
          eq(accessFailureLogs.ip, ip),
          gte(accessFailureLogs.createdAt, since),
        ),
      );
    return row?.n ?? 0;
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
      db.select().from(accessFailureLogs).where(where).orderBy(desc(accessFailureLogs.createdAt), desc(accessFailureLogs.id)).limit(size).offset(page * size),
      db.select({ n: sql<number>`count(*)::int` }).from(accessFailureLogs).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
