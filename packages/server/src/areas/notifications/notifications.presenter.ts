import type { Notification } from '@newsroom/domain';
import type { NotificationRow } from './notifications.repository';

/** A stored notification as its user reads it. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    level: row.level as Notification['level'],
    category: row.category as Notification['category'],
    titleKey: row.titleKey,
    params: row.params as Notification['params'],
    text: row.text,
    link: (row.link as Notification['link']) ?? null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    late: row.late,
  };
}
