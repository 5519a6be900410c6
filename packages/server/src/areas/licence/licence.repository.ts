import { and, eq, gt, sql } from 'drizzle-orm';
import type { LicenceFile } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { licence, sessions, users } from '../../platform/db/schema';

const ROW_ID = 1;

/** The only code that reads and writes the licence row, and counts what the licence limits. */
export const licenceRepository = {
  /** The stored licence file and server URL (none of either before the first change). */
  async get(db: Executor): Promise<{ file: LicenceFile | null; serverUrl: string | null }> {
    const [row] = await db.select().from(licence).where(eq(licence.id, ROW_ID));
    return { file: row?.file ?? null, serverUrl: row?.serverUrl ?? null };
  },

  async saveFile(db: Executor, file: LicenceFile, at: Date): Promise<void> {
    await db
      .insert(licence)
      .values({ id: ROW_ID, file, updatedAt: at })
      .onConflictDoUpdate({ target: licence.id, set: { file, updatedAt: at } });
  },

  async saveServerUrl(db: Executor, serverUrl: string | null, at: Date): Promise<void> {
    await db
      .insert(licence)
      .values({ id: ROW_ID, serverUrl, updatedAt: at })
      .onConflictDoUpdate({ target: licence.id, set: { serverUrl, updatedAt: at } });
  },

  /** Users not excluded. */
  async enabledUsers(db: Executor): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.excluded, false));
    return row?.n ?? 0;
  },

  /** Sessions still open at `now`: before their absolute end and seen within the idle timeout. */
  async openSessions(db: Executor, now: Date, idleMs: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))),
      );
    return row?.n ?? 0;
  },
};
