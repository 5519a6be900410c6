import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { groupMembers, sessions, users } from '../db/schema';

/** The only code that reads and writes sessions. */
export const sessionsRepository = {
  async insert(db: Executor, row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },

  /** The session with its user and the user's group ids (one round trip), or undefined. */
  async findWithUser(db: Executor, id: string) {
    const [row] = await db
      .select({
        session: sessions,
        user: users,
        groupIds: sql<
          number[]
        >`coalesce((SELECT array_agg(DISTINCT gm.group_id) FROM group_members gm WHERE gm.user_id = ${users.id}), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    return row;
  },

  /** Marks sessions as having an open socket at `at`. */
  async markSocketsSeen(db: Executor, ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db.update(sessions).set({ socketSeenAt: at }).where(inArray(sessions.id, ids));
  },

  /** Sets whether every screen of a session is idle. */
  async setAway(db: Executor, id: string, away: boolean): Promise<void> {
    await db.update(sessions).set({ away }).where(eq(sessions.id, id));
  },

  /** The away flags of each user's sessions with a socket seen at or after `since`. */
  async connectedAwayFlags(db: Executor, userIds: number[], since: Date) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: sessions.userId, away: sessions.away })
      .from(sessions)
      .where(and(inArray(sessions.userId, userIds), gte(sessions.socketSeenAt, since)));
  },

  /** Users whose last published presence is not offline. */
  async notOffline(db: Executor): Promise<{ userId: number; presence: string }[]> {
    return db
      .select({ userId: users.id, presence: users.presence })
      .from(users)
      .where(sql`${users.presence} <> 'offline'`);
  },

  /** Records a user's presence; answers whether it changed (only one writer sees the change). */
  async setPresence(db: Executor, userId: number, presence: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ presence })
      .where(and(eq(users.id, userId), sql`${users.presence} <> ${presence}`))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Marks a session as having no open socket any more. */
  async clearSocketSeen(db: Executor, id: string): Promise<void> {
    await db.update(sessions).set({ socketSeenAt: null }).where(eq(sessions.id, id));
  },

  /** Whether a session exists and had an open socket at or after `since`. */
  async hadSocketSince(db: Executor, id: string, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), gte(sessions.socketSeenAt, since)));
    return row !== undefined;
  },

  /** What filtering needs to know of users now: root flag, permissions and group ids. */
  async viewersOf(db: Executor, userIds: number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: users.id,
        isRoot: users.isRoot,
        permissions: users.permissions,
        groupIds: sql<
          number[]
        >`coalesce((SELECT array_agg(DISTINCT gm.group_id) FROM group_members gm WHERE gm.user_id = ${users.id}), '{}')`,
      })
      .from(users)
      .where(inArray(users.id, userIds));
  },

  async groupIdsOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId));
    return rows.map((r) => r.groupId);
  },

  async touch(db: Executor, id: string, at: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  },

  /** Deletes sessions by id; returns the user ids they belonged to. */
  async deleteByIds(db: Executor, ids: string[]): Promise<{ id: string; userId: number }[]> {
    if (ids.length === 0) return [];
    return db
      .delete(sessions)
      .where(inArray(sessions.id, ids))
      .returning({ id: sessions.id, userId: sessions.userId });
  },

  async idsOfUser(db: Executor, userId: number): Promise<string[]> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return rows.map((r) => r.id);
  },

  /** Sessions past their absolute end or idle too long at `now`. */
  async expiredIds(db: Executor, now: Date, idleMs: number): Promise<string[]> {
    const idleSince = new Date(now.getTime() - idleMs);
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.expiresAt} <= ${now} OR ${sessions.lastSeenAt} <= ${idleSince}`);
    return rows.map((r) => r.id);
  },

  async countOfUser(db: Executor, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return row?.n ?? 0;
  },

  async setOnline(db: Executor, userId: number, online: boolean): Promise<void> {
    await db
      .update(users)
      .set({ online })
      .where(and(eq(users.id, userId), eq(users.online, !online)));
  },

  async deleteOlderThan(db: Executor, at: Date): Promise<void> {
    await db.delete(sessions).where(lt(sessions.expiresAt, at));
  },
};
