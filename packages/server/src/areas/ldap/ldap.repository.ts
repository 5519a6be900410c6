import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ExistingUser, SyncResult } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import {
  directorySettings,
  directoryUsers,
  groupMembers,
  groups,
  scheduledTasks,
  users,
} from '../../platform/db/schema';

/** Only this file touches the directory's settings, sync state and links to users. */

export type DirectoryRow = typeof directorySettings.$inferSelect;
const ID = 1;
const here = eq(directorySettings.id, ID);

export const ldapRepository = {
  async find(db: Executor): Promise<DirectoryRow | undefined> {
    const [row] = await db.select().from(directorySettings).where(here);
    return row;
  },

  /** The row, made first if missing, locked until the transaction ends. */
  async lock(db: Executor, defaults: unknown): Promise<DirectoryRow> {
    await db.insert(directorySettings).values({ id: ID, config: defaults }).onConflictDoNothing();
    const [row] = await db.select().from(directorySettings).where(here).for('update');
    return row!;
  },

  async saveConfig(
    db: Executor,
    values: { config: unknown; passwordSealed: string | null; version: number },
  ): Promise<DirectoryRow> {
    const [row] = await db
      .update(directorySettings)
      .set({ ...values, updatedAt: new Date() })
      .where(here)
      .returning();
    return row!;
  },

  /** Starts a sync unless one runs with a beat newer than `staleBefore`; the row, or none. */
  async claimSync(
    db: Executor,
    now: Date,
    trigger: string,
    staleBefore: Date,
  ): Promise<DirectoryRow | undefined> {
    const [row] = await db
      .update(directorySettings)
      .set({
        syncStartedAt: now,
        syncBeatAt: now,
        syncTrigger: trigger,
        syncDone: 0,
        syncTotal: 0,
        syncRequestedAt: null,
      })
      .where(
        and(
          here,
          or(
            isNull(directorySettings.syncStartedAt),
            lt(directorySettings.syncBeatAt, staleBefore),
          ),
        ),
      )
      .returning();
    return row;
  },

  async beat(db: Executor, now: Date, done: number, total: number): Promise<DirectoryRow> {
    const [row] = await db
      .update(directorySettings)
      .set({ syncBeatAt: now, syncDone: done, syncTotal: total })
      .where(here)
      .returning();
    return row!;
  },

  async finishSync(db: Executor, result: SyncResult): Promise<DirectoryRow> {
    const [row] = await db
      .update(directorySettings)
      .set({ syncStartedAt: null, syncBeatAt: null, syncTrigger: null, lastResult: result })
      .where(here)
      .returning();
    return row!;
  },

  async requestSync(db: Executor, now: Date): Promise<void> {
    await db.update(directorySettings).set({ syncRequestedAt: now }).where(here);
  },

  /** Every user (local ones too: their names count), its link and its managed groups. */
  async existingUsers(db: Executor, managedGroupIds: readonly number[]): Promise<ExistingUser[]> {
    const rows = await db
      .select({
        id: users.id,
        nickname: users.nickname,
        name: users.name,
        email: users.email,
        isAdUser: users.isAdUser,
        excluded: users.excluded,
        directoryKey: directoryUsers.entryKey,
      })
      .from(users)
      .leftJoin(directoryUsers, eq(directoryUsers.userId, users.id));
    const memberships =
      managedGroupIds.length === 0
        ? []
        : await db
            .selectDistinct({ userId: groupMembers.userId, groupId: groupMembers.groupId })
            .from(groupMembers)
            .where(inArray(groupMembers.groupId, [...managedGroupIds]));
    const groupsOf = new Map<number, number[]>();
    for (const m of memberships)
      groupsOf.set(m.userId, [...(groupsOf.get(m.userId) ?? []), m.groupId]);
    return rows.map((row) => ({ ...row, groupIds: groupsOf.get(row.id) ?? [] }));
  },

  /** Of these group ids, those that exist. */
  async existingGroupIds(db: Executor, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.id, [...ids]));
    return rows.map((row) => row.id);
  },

  async link(db: Executor, userId: number, entryKey: string, dn: string, now: Date): Promise<void> {
    await db
      .insert(directoryUsers)
      .values({ userId, entryKey, dn, syncedAt: now })
      .onConflictDoUpdate({ target: directoryUsers.userId, set: { entryKey, dn, syncedAt: now } });
  },

  /** The DN an AD user binds as; undefined when never synced. */
  async dnOf(db: Executor, userId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ dn: directoryUsers.dn })
      .from(directoryUsers)
      .where(eq(directoryUsers.userId, userId));
    return row?.dn;
  },

  async addMemberships(db: Executor, userId: number, groupIds: readonly number[]): Promise<void> {
    if (groupIds.length === 0) return;
    await db
      .insert(groupMembers)
      .values(groupIds.map((groupId) => ({ groupId, userId, role: 'user' })))
      .onConflictDoNothing();
  },

  async removeMemberships(
    db: Executor,
    userId: number,
    groupIds: readonly number[],
  ): Promise<void> {
    if (groupIds.length === 0) return;
    await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, [...groupIds])));
  },

  /** Frees a link another user held (an entry moved to a user taken over by login name). */
  async unlinkKey(db: Executor, entryKey: string, exceptUserId: number): Promise<void> {
    await db
      .delete(directoryUsers)
      .where(
        and(
          eq(directoryUsers.entryKey, entryKey),
          sql`${directoryUsers.userId} <> ${exceptUserId}`,
        ),
      );
  },

  /** When the scheduled sync's durable task is due; null when none is scheduled. */
  async nextSyncAt(db: Executor, taskKey: string): Promise<Date | null> {
    const [row] = await db
      .select({ runAt: scheduledTasks.runAt })
      .from(scheduledTasks)
      .where(eq(scheduledTasks.key, taskKey));
    return row?.runAt ?? null;
  },
};
