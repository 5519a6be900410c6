import { eq, lt, sql } from 'drizzle-orm';
import type { RetentionPurger } from '../../platform/areas/manifest';
import type { UsageCounter } from '../../platform/documents/usage';
import { rundownLogs, rundowns, stories } from '../../platform/db/schema';

/*
 * What the rundowns area tells the rest of the system: a program with rundowns or stories has
 * content (so it can only be disabled, spec 1 §5), and the history-and-cleanup settings purge
 * old rundown logs (deleted documents are purged by the search area, which knows every kind).
 */

/** Rundowns and stories of a program. */
export const programContent: UsageCounter = async (db, programId) => {
  const [inRundowns] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rundowns)
    .where(eq(rundowns.programId, programId));
  const [inStories] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(eq(stories.programId, programId));
  return (inRundowns?.n ?? 0) + (inStories?.n ?? 0);
};

/** Rundown logs older than the retention. */
export const purgeRundownLogs: RetentionPurger = async (tx, before) => {
  await tx.delete(rundownLogs).where(lt(rundownLogs.createdAt, before));
};
