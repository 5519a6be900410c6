import { rolesOf, type Viewer } from '@newsroom/domain';
import { sessionsRepository } from '../../platform/auth/sessions.repository';
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

/**
 * {@link notify} to those of `userIds` who may see what it is about, judged by their roles,
 * groups and root flag as they are now (a notification never tells of a document one cannot open).
 */
export async function notifyWhoMaySee(
  tx: Executor,
  userIds: readonly number[],
  maySee: (viewer: Viewer) => boolean,
  draft: NotificationDraft,
  now: Date,
  action: 'CREATE' | 'REMINDER' = 'CREATE',
): Promise<void> {
  if (userIds.length === 0) return;
  const viewers = await sessionsRepository.viewersOf(tx, [...new Set(userIds)]);
  const allowed = viewers
    .map((row) => ({
      userId: row.userId,
      isRoot: row.isRoot,
      roles: rolesOf(row.permissions, row.isRoot),
      groupIds: row.groupIds.map(Number),
    }))
    .filter(maySee)
    .map((viewer) => viewer.userId);
  await notify(tx, allowed, draft, now, action);
}

export type { NotificationDraft };
