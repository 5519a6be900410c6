import { createElement } from 'react';
import type { notification } from 'antd';
import { i18n } from '../i18n/i18n';
import { isApiError } from '../api/apiError';
import { copyToClipboard } from './clipboard';
import { notificationDuration, type NotificationKind } from './durations';
import { describeFailure, type FailureKind, type MessageText } from './failureMessage';
import { NotificationBody } from './NotificationBody';

/** antd's notification API as its hook hands it out (themed and translated). */
export type NotificationApi = ReturnType<typeof notification.useNotification>[0];

/** One notification to show. */
export interface NotifyOptions {
  kind: NotificationKind;
  title: string;
  description?: string;
  /** Technical text copied to the clipboard when the notification is clicked. */
  details?: string;
  /** Stays until closed by hand. */
  isManualDismiss?: boolean;
  /** Notifications with the same key replace each other. */
  key?: string;
}

let boundApi: NotificationApi | null = null;
// Anything raised before antd's API is here (a failed start-up call) waits here.
const pending: NotifyOptions[] = [];
let askForApi: (() => void) | null = null;

/** Lets FeedbackProvider load antd's API with the first notification (null: no provider). */
export function onNotificationWanted(ask: (() => void) | null): void {
  askForApi = ask;
  if (ask && pending.length > 0) ask();
}

/** Connects the notifier to antd's themed API; called by FeedbackProvider. */
export function bindNotificationApi(api: NotificationApi | null): void {
  boundApi = api;
  if (api) for (const options of pending.splice(0)) notify(options);
}

async function handleCopyDetails(details: string): Promise<void> {
  const isCopied = await copyToClipboard(details);
  notify(
    isCopied
      ? { kind: 'success', title: i18n.t('phrases:copiedToClipboard') }
      : { kind: 'error', title: i18n.t('notification:copyFailed') },
  );
}

/** Shows a notification, timed by the spec's rule (errors 10 s, others by length). */
export function notify(options: NotifyOptions): void {
  if (!boundApi) {
    pending.push(options);
    askForApi?.();
    return;
  }
  const { kind, title, description, details, isManualDismiss, key } = options;
  const copyHint = details ? i18n.t('notification:clickToCopy') : undefined;
  boundApi[kind]({
    key,
    title,
    description:
      description || copyHint
        ? createElement(NotificationBody, { description, copyHint })
        : undefined,
    duration: notificationDuration(kind, title, description, isManualDismiss),
    className: details ? 'nrcs-notification--copyable' : undefined,
    onClick: details ? () => void handleCopyDetails(details) : undefined,
    props: { 'data-testid': `notification-${kind}` },
  });
}

/** Translates a message that is either a key (with its fallback) or the server's own words. */
export function translateText(text: MessageText): string {
  if ('text' in text) return text.text;
  if (i18n.exists(text.key)) return i18n.t(text.key, text.values);
  if (text.fallbackKey && i18n.exists(text.fallbackKey))
    return i18n.t(text.fallbackKey, text.values);
  return text.key;
}

/**
 * Tells the user that an operation of `kind` failed. A 401 is left to the session-expired
 * flow, which already says so once.
 */
export function notifyFailure(error: unknown, kind: FailureKind): void {
  if (isApiError(error) && error.status === 401) return;
  const message = describeFailure(error, kind);
  notify({
    kind: message.kind,
    title: translateText(message.title),
    description: translateText(message.description),
    details: message.details,
    key: message.key,
  });
}

/** Shows a short success message. */
export function notifySuccess(title: string, description?: string): void {
  notify({ kind: 'success', title, description });
}
