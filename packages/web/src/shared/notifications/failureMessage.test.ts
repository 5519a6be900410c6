import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { describeFailure, SESSION_EXPIRED_KEY, type FailureKind } from './failureMessage';

function apiError(status: number, code: string, message = code, details?: unknown): ApiError {
  return new ApiError(status, { code, message, details });
}

describe('failure message by status', () => {
  it('401 says the session expired, with details to copy', () => {
    const message = describeFailure(apiError(401, 'session_expired'), 'load');
    expect(message.title).toEqual({ key: 'notification:sessionExpiredTitle' });
    expect(message.description).toEqual({ key: 'notification:sessionExpired' });
    expect(message.details).toContain('401');
    expect(message.key).toBe(SESSION_EXPIRED_KEY);
  });

  it('409 is a conflict described by the server message', () => {
    const message = describeFailure(
      apiError(409, 'duplicate', 'A user with this e-mail exists'),
      'create',
    );
    expect(message.title).toEqual({ key: 'notification:conflictTitle' });
    expect(message.description).toEqual({ text: 'A user with this e-mail exists' });
  });

  it('412 is a precondition failure described by the server message', () => {
    const message = describeFailure(apiError(412, 'locked_by_other', 'Locked by maria'), 'update');
    expect(message.title).toEqual({ key: 'notification:preconditionFailedTitle' });
    expect(message.description).toEqual({ text: 'Locked by maria' });
  });

  it('a server message that is a message key is translated, falling back to the code', () => {
    const message = describeFailure(apiError(422, 'rule_violation', 'rundown:exists'), 'create');
    expect(message.description).toEqual({
      key: 'rundown:exists',
      fallbackKey: 'error:rule_violation',
    });
    const locked = describeFailure(apiError(412, 'lock_lost', 'document:lockLost'), 'update');
    expect(locked.description).toEqual({
      key: 'document:lockLost',
      fallbackKey: 'error:lock_lost',
    });
  });

  it.each([
    ['load', 'error:loadFailed'],
    ['create', 'error:createFailed'],
    ['update', 'error:updateFailed'],
    ['delete', 'error:deleteFailed'],
    ['actionFailed', 'error:actionFailed'],
  ] as [FailureKind, string][])('other statuses show the generic %s text', (kind, key) => {
    for (const error of [
      apiError(500, 'internal_error'),
      apiError(403, 'forbidden'),
      apiError(0, 'network_error'),
    ]) {
      const message = describeFailure(error, kind);
      expect(message.kind).toBe('error');
      expect(message.title).toEqual({ key: 'error:operationFailed' });
      expect(message.description).toEqual({ key });
    }
  });

  it('an error that is not from the API gets the generic text and its message as details', () => {
    const message = describeFailure(new TypeError('boom'), 'load');
    expect(message.description).toEqual({ key: 'error:loadFailed' });
    expect(message.details).toBe('boom');
  });
});
