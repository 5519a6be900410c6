import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api';
import { loginAlertFor, loginAnswerOf } from './loginAnswer';

describe('login answers', () => {
  it.each([
    [401, 'error_reset_password', 'x', 'resetPassword'],
    [401, 'authentication_failed', 'error_max_user_limit', 'maxUserLimit'],
    [403, 'error_license_invalid', 'x', 'licenseInvalid'],
    [429, 'too_many_attempts', 'x', 'tooManyAttempts'],
    [429, 'whatever', 'x', 'tooManyAttempts'],
    [401, 'authentication_failed', 'authentication_failed', 'failed'],
    [500, 'internal_error', 'x', 'unavailable'],
    [0, 'network_error', 'x', 'unavailable'],
  ])('HTTP %s code %s message %s is %s', (status, code, message, answer) => {
    expect(loginAnswerOf(new ApiError(status, { code, message }))).toBe(answer);
  });

  it('warns with a contact hint for user limit and licence', () => {
    expect(loginAlertFor('maxUserLimit', false)).toEqual({
      type: 'warning',
      message: 'login:answers.maxUserLimit',
      hint: 'login:answers.maxUserLimitHint',
    });
    expect(loginAlertFor('licenseInvalid', false).hint).toBe('login:answers.licenseInvalidHint');
  });

  it('turns a failure while resetting into a new-password error', () => {
    expect(loginAlertFor('failed', false)).toEqual({
      type: 'warning',
      message: 'login:answers.failed',
    });
    expect(loginAlertFor('failed', true)).toEqual({
      type: 'error',
      message: 'login:answers.resetFailed',
    });
  });
});
