import type { Executor } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';
import { presentNotification } from './notifications.presenter';
import { notificationsRepository, type NotificationDraft } from './notifications.repository';

/**
 * Tells users something, in the caller's transaction: stored for each (the notifications centre
 * lists it until read) and pushed on `notifications` to that user alone. Other areas call this.
 */
export async function notify(
  tx: Executor,
  userIds: readonly number[],
  draft: NotificationDraft,
  now: Date,
  action: 'CREATE' | 'REMINDER' = 'CREATE',
): Promise<void> {
  const rows = await notificationsRepository.insertFor(tx, [...new Set(userIds)], draft, now);
  for (const row of rows) {
    await emit(tx, null, {
      topic: 'notifications',
      entity: 'notification',
      action,
      id: row.id,
      data: presentNotification(row),
      audience: { privateTo: [row.userId] },
    });
  }
}

export type { NotificationDraft };
