import type { Locale, Notification } from '@newsroom/domain';
import { formatDate } from '../../shared/i18n/dateFormat';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * A date or wall-clock time the server put in a notification (`2026-03-10T19:00`), as the
 * locale writes it (`10/03/2026 19:00`); any other value as it is.
 */
export function formatParam(value: string | number, locale: Locale): string | number {
  if (typeof value !== 'string') return value;
  const match = WALL_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const date = formatDate(new Date(Number(year), Number(month) - 1, Number(day)), locale);
  return hours ? `${date} ${hours}:${minutes}` : date;
}

/** The title of a notification in the user's language, its dates formatted for the locale. */
export function notificationTitle(
  notification: Pick<Notification, 'titleKey' | 'params'>,
  t: Translate,
  locale: Locale,
): string {
  const values = Object.fromEntries(
    Object.entries(notification.params).map(([name, value]) => [name, formatParam(value, locale)]),
  );
  return t(notification.titleKey, { ...values, defaultValue: notification.titleKey });
}

/** The document kinds a notification can open in the side viewer. */
const DOCUMENT_ORIGINS = ['assignment', 'production', 'story', 'news_report', 'contact'] as const;
type Origin = (typeof DOCUMENT_ORIGINS)[number];

/** What opening a notification shows: an area of the app, a document in the side viewer, or nothing. */
export type NotificationTarget =
  { path: string } | { document: { origin: Origin; id: number } } | { chatId: number } | null;

/** Where a notification leads in the app. */
export function notificationTarget(notification: Pick<Notification, 'link'>): NotificationTarget {
  const link = notification.link;
  if (!link) return null;
  if (link.kind === 'chat') return { chatId: link.id };
  if (link.kind === 'calendar_event')
    return { path: `/main?area=calendar${link.date ? `&date=${link.date}` : ''}&event=${link.id}` };
  const origin = DOCUMENT_ORIGINS.find((kind) => kind === link.kind);
  return origin ? { document: { origin, id: link.id } } : null;
}
