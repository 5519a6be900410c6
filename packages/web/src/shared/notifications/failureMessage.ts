import { isApiError } from '../api/apiError';

/** What kind of operation failed; chooses the generic description (spec 1 §8). */
export type FailureKind = 'load' | 'create' | 'update' | 'delete' | 'actionFailed';

/**
 * A text shown to the user: a message key to translate (with a fallback key for when this
 * build has no translation for it), or the server's own words.
 */
export type MessageText =
  { key: string; values?: Record<string, unknown>; fallbackKey?: string } | { text: string };

/** What a failure notification says, before translation. */
export interface FailureMessage {
  kind: 'error' | 'warning';
  title: MessageText;
  description: MessageText;
  /** Technical text the user may copy by clicking the notification. */
  details?: string;
  /** Notifications sharing a key replace each other (one "session expired" at a time). */
  key?: string;
}

const DESCRIPTION_KEYS: Record<FailureKind, string> = {
  load: 'error:loadFailed',
  create: 'error:createFailed',
  update: 'error:updateFailed',
  delete: 'error:deleteFailed',
  actionFailed: 'error:actionFailed',
};

/** Title of each status whose notification shows the server's own message. */
const SERVER_MESSAGE_TITLES: Partial<Record<number, string>> = {
  409: 'notification:conflictTitle',
  412: 'notification:preconditionFailedTitle',
  422: 'error:operationFailed',
};

/** Key of the session-expired notification, so repeated 401s show it once. */
export const SESSION_EXPIRED_KEY = 'session-expired';

/**
 * A server message as a text to show: the server sends message keys (`document:lockLost`),
 * translated here, falling back to the text of the error code; plain words are shown as they are.
 */
function serverText(message: string, code: string): MessageText {
  return /^[a-z][\w-]*:[\w.]+$/i.test(message)
    ? { key: message, fallbackKey: `error:${code}` }
    : { text: message };
}

/**
 * Maps a failed call to its notification (spec 1 §8): 401 session expired with details; 409
 * conflict with the server message; 412 precondition failed with the server message; a 422
 * business rule with its message key; anything else the generic text of the failed kind.
 */
export function describeFailure(error: unknown, kind: FailureKind): FailureMessage {
  if (!isApiError(error)) {
    return {
      kind: 'error',
      title: { key: 'error:operationFailed' },
      description: { key: DESCRIPTION_KEYS[kind] },
      details: error instanceof Error ? error.message : String(error),
    };
  }
  const details = error.describe();
  if (error.status === 401) {
    return {
      kind: 'error',
      title: { key: 'notification:sessionExpiredTitle' },
      description: { key: 'notification:sessionExpired' },
      details,
      key: SESSION_EXPIRED_KEY,
    };
  }
  const serverMessageTitle = SERVER_MESSAGE_TITLES[error.status];
  return {
    kind: 'error',
    title: { key: serverMessageTitle ?? 'error:operationFailed' },
    description: serverMessageTitle
      ? serverText(error.message, error.code)
      : { key: DESCRIPTION_KEYS[kind] },
    details,
  };
}
