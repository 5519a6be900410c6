/** Kinds of notification, matching antd's notification types. */
export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

/** How long an error stays on screen (spec 1 §9). */
export const ERROR_DURATION_SECONDS = 10;
/** Reading time granted per character of the other kinds (spec 1 §9). */
export const SECONDS_PER_CHARACTER = 0.14;

/**
 * Seconds a notification stays: errors 10 s, others 0.14 s per character of title plus
 * description; `false` (never closes by itself) when the user must dismiss it.
 */
export function notificationDuration(
  kind: NotificationKind,
  title: string,
  description = '',
  isManualDismiss = false,
): number | false {
  if (isManualDismiss) return false;
  if (kind === 'error') return ERROR_DURATION_SECONDS;
  // Round to milliseconds so 0.14 × n does not carry floating-point noise.
  return Math.round((title.length + description.length) * SECONDS_PER_CHARACTER * 1000) / 1000;
}
