import type { Notification, NotificationLink } from '@newsroom/domain';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';

/** A notification row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** What {@link notify} stores for each user. */
export type NotificationDraft = Pick<Notification, 'level' | 'category' | 'titleKey'> & {
  params?: Notification['params'];
  text?: string;
  link?: NotificationLink | null;
  late?: boolean;
};

/** Only this file touches the notifications table. */
export const notificationsRepository = {
  async insertFor(
    tx: Executor,
    userIds: readonly number[],
    draft: NotificationDraft,
    now: Date,
  ): Promise<NotificationRow[]> {
    if (userIds.length === 0) return [];
    return tx
      .insert(notifications)
      .values(
        userIds.map((userId) => ({
          userId,
          level: draft.level,
          category: draft.category,
          titleKey: draft.titleKey,
          params: draft.params ?? {},
          text: draft.text ?? '',
          link: draft.link ?? null,
          late: draft.late ?? false,
          createdAt: now,
        })),
      )
      .returning();
  },

  /** A page of a user's notifications, newest first. */
  async page(db: Executor, userId: number, unreadOnly: boolean, offset: number, limit: number) {
    const where = and(
      eq(notifications.userId, userId),
      unreadOnly ? isNull(notifications.readAt) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async unreadCount(db: Executor, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  /** Marks a user's unread notifications read (these ids, or all); answers the ids marked. */
  async markRead(
    tx: Executor,
    userId: number,
    ids: readonly number[] | 'all',
    now: Date,
  ): Promise<number[]> {
    const rows = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
        ),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  },

  async owns(db: Executor, userId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return Boolean(row);
  },

  /** Deletes notifications created before `before`. */
  async purge(tx: Executor, before: Date): Promise<void> {
    await tx.delete(notifications).where(lt(notifications.createdAt, before));
  },
};
