import { retentionCutoff } from '@newsroom/domain';
import type { Job } from '../../platform/jobs/scheduler';
import { notificationsRepository } from './notifications.repository';

/** Days a notification is kept, read or not (fixed, like the logs; see DECISIONS). */
export const NOTIFICATION_KEEP_DAYS = 90;

/** Deletes notifications older than {@link NOTIFICATION_KEEP_DAYS}, hourly. */
export const notificationsPurgeJob: Job = {
  name: 'notifications.purge',
  everyMs: 60 * 60_000,
  run: (tx, now) =>
    notificationsRepository.purge(tx, retentionCutoff(NOTIFICATION_KEEP_DAYS, now)!),
};
