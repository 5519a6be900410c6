import { LOGIN_ANSWERS } from '@newsroom/domain';
import { isApiError, NETWORK_ERROR_CODE } from '../../../shared/api';

/** How a login attempt failed, by the answer's code or message (spec 1 §8). */
export type LoginAnswer = keyof typeof LOGIN_ANSWERS | 'unavailable';

/** What the login screen shows for an answer. */
export interface LoginAlert {
  type: 'warning' | 'error';
  /** Message key. */
  message: string;
  /** Second line, e.g. whom to contact. */
  hint?: string;
}

/** Names the failure of a login call; the server may put the answer in `code` or `message`. */
export function loginAnswerOf(error: unknown): LoginAnswer {
  if (!isApiError(error)) return 'unavailable';
  for (const [answer, text] of Object.entries(LOGIN_ANSWERS) as [
    keyof typeof LOGIN_ANSWERS,
    string,
  ][]) {
    if (error.code === text || error.message === text) return answer;
  }
  if (error.status === 429) return 'tooManyAttempts';
  if (error.status === 0 || error.status >= 500 || error.code === NETWORK_ERROR_CODE)
    return 'unavailable';
  return 'failed';
}

/**
 * The alert for an answer: reset asks for a new password; user limit and licence warn with
 * a contact hint; too many attempts asks to wait; anything else is an authentication failure,
 * or a new-password error while resetting.
 */
export function loginAlertFor(answer: LoginAnswer, isResetting: boolean): LoginAlert {
  switch (answer) {
    case 'resetPassword':
      return isResetting
        ? { type: 'error', message: 'login:answers.resetFailed' }
        : { type: 'warning', message: 'login:answers.resetPassword' };
    case 'maxUserLimit':
      return {
        type: 'warning',
        message: 'login:answers.maxUserLimit',
        hint: 'login:answers.maxUserLimitHint',
      };
    case 'licenseInvalid':
      return {
        type: 'warning',
        message: 'login:answers.licenseInvalid',
        hint: 'login:answers.licenseInvalidHint',
      };
    case 'tooManyAttempts':
      return { type: 'warning', message: 'login:answers.tooManyAttempts' };
    case 'directoryUnavailable':
      return { type: 'error', message: 'login:answers.directoryUnavailable' };
    case 'unavailable':
      return { type: 'error', message: 'error:communicationFailed' };
    case 'failed':
      return isResetting
        ? { type: 'error', message: 'login:answers.resetFailed' }
        : { type: 'warning', message: 'login:answers.failed' };
  }
}
