import type { Notification, NotificationsQuery, Paged } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { presentNotification } from './notifications.presenter';
import { notificationsRepository as repository } from './notifications.repository';

/** The notifications centre of the caller: only ever their own notifications. */

export async function listNotifications(
  platform: Platform,
  actor: Actor,
  query: NotificationsQuery,
): Promise<Paged<Notification>> {
  const { rows, total } = await repository.page(
    platform.database.db,
    actor.userId,
    query.unreadOnly,
    query.page * query.size,
    query.size,
  );
  return { data: rows.map(presentNotification), page: query.page, size: query.size, total };
}

export function unreadNotifications(platform: Platform, actor: Actor): Promise<number> {
  return repository.unreadCount(platform.database.db, actor.userId);
}

/**
 * Marks notifications read (one id, or all) and tells the user's other screens, so a badge read
 * on the desk clears on the phone. Someone else's notification is 404, as if absent.
 */
export async function markNotificationsRead(
  platform: Platform,
  actor: Actor,
  ids: number | 'all',
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    if (ids !== 'all' && !(await repository.owns(tx, actor.userId, ids))) throw notFound();
    const marked = await repository.markRead(
      tx,
      actor.userId,
      ids === 'all' ? 'all' : [ids],
      platform.clock(),
    );
    if (marked.length === 0) return;
    await emit(tx, actor.sessionId, {
      topic: 'notifications',
      entity: 'notification',
      action: 'READ',
      data: { ids: ids === 'all' ? 'all' : marked },
      audience: { privateTo: [actor.userId] },
    });
  });
}
