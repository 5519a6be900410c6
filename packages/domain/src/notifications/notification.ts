import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';

/**
 * The notifications centre (spec 1 §3 levels and categories, §7 topic `notifications`): what the
 * newsroom tells one user — a calendar reminder, a document addressed to them — kept until read.
 */

/** Levels (spec 1 §3). */
export const NOTIFICATION_LEVELS = ['SUCCESS', 'INFO', 'WARNING', 'ERROR'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** Categories (spec 1 §3). */
export const NOTIFICATION_CATEGORIES = [
  'success',
  'information',
  'event',
  'warning',
  'error',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Browser notifications close after 5 s; a burst is shown once after 500 ms (spec 1 §9). */
export const BROWSER_NOTIFICATION_MS = 5_000;
export const NOTIFICATION_DEBOUNCE_MS = 500;

/** What a notification opens. */
export const notificationLinkSchema = z.object({
  kind: z.string(),
  id: z.number().int(),
  /** The day to open it on (a calendar occurrence, a day list). */
  date: z.string().nullable().default(null),
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

/** A notification as answered to its user. */
export const notificationSchema = z.object({
  id: z.number().int(),
  level: z.enum(NOTIFICATION_LEVELS),
  category: z.enum(NOTIFICATION_CATEGORIES),
  /** i18n key of its title (e.g. `notification:reminder`), with `params`. */
  titleKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Free text under the title (e.g. the event's place). */
  text: z.string(),
  link: notificationLinkSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Fired later than due (the server was down at its time). */
  late: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET /notifications. */
export const notificationsQuerySchema = pageQuerySchema.extend({
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
