export {
  notify,
  notifyFailure,
  notifySuccess,
  translateText,
  bindNotificationApi,
} from './notifier';
export type { NotifyOptions, NotificationApi } from './notifier';
export { FeedbackProvider } from './FeedbackProvider';
export { useMessage } from './messageContext';
export type { MessageApi } from './messageContext';
export { notificationDuration, ERROR_DURATION_SECONDS, SECONDS_PER_CHARACTER } from './durations';
export type { NotificationKind } from './durations';
export { describeFailure, SESSION_EXPIRED_KEY } from './failureMessage';
export type { FailureKind, FailureMessage, MessageText } from './failureMessage';
export { copyToClipboard } from './clipboard';
export { copyTextAndSay } from './copyTextAndSay';
