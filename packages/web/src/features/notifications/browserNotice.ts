import { BROWSER_NOTIFICATION_MS } from '@newsroom/domain';

/** Whether this browser can show system notifications and the user allowed them. */
export function browserNoticesAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Whether the user has not answered the permission question yet. */
export function browserNoticesAskable(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default';
}

/**
 * Shows a system notification that closes after 5 s (spec 1 §9). The tag makes every open tab
 * of the newsroom show it once, and a click brings the app forward.
 */
export function showBrowserNotice(title: string, body: string, tag: string): void {
  if (!browserNoticesAllowed()) return;
  const notice = new Notification(title, { body, tag });
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
  setTimeout(() => notice.close(), BROWSER_NOTIFICATION_MS);
}
