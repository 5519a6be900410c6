import { beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { i18n } from '../i18n';
import { translateText } from './notifier';

describe('translateText', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows the server words as they are', () => {
    expect(translateText({ text: 'Locked by maria' })).toBe('Locked by maria');
  });

  it('translates a known key', () => {
    expect(translateText({ key: 'validation:minChars', values: { count: 8 } })).toBe(
      'At least 8 characters',
    );
  });

  it('falls back to the error code text for a key this build does not know', () => {
    expect(translateText({ key: 'document:noSuchKey', fallbackKey: 'error:lock_lost' })).toBe(
      'The editing lock was lost or revoked.',
    );
  });

  it('translates a server message key this build knows', () => {
    expect(
      translateText({
        key: 'document:lockedTo',
        values: { nickname: 'editor' },
        fallbackKey: 'error:locked_by_other',
      }),
    ).toBe('Locked for editing by editor.');
  });
});
