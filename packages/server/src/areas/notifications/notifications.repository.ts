import type { Notification, NotificationLink } from '@newsroom/domain';
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
};
