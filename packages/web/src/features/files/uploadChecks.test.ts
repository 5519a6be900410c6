import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '../../shared/api';
import { acceptOf, checkBeforeUpload, uploadProblemOf, uploadProblemText } from './uploadChecks';

const MB = 1024 * 1024;

describe('checkBeforeUpload', () => {
  it.each([
    ['image', 'foto.jpg', 'image/jpeg', 2 * MB, null],
    ['image', 'foto.JPEG', 'image/jpeg', 10 * MB, null],
    ['image', 'grafico.png', '', 1000, null],
    ['image', 'grafico.png', 'image/png', 10 * MB + 1, 'invalidSize'],
    ['image', 'anim.gif', 'image/gif', 1000, 'invalidType'],
    ['image', 'texto.png', 'text/plain', 1000, 'invalidType'],
    ['image', 'pauta.pdf', 'application/pdf', 1000, 'invalidType'],
    ['logo', 'logo.gif', 'image/gif', 1000, null],
    ['logo', 'logo.jpg', 'image/jpeg', 1000, null],
    ['logo', 'logo.svg', 'image/svg+xml', 1000, 'invalidType'],
    ['logo', 'logo.png', 'image/png', 11 * MB, 'invalidSize'],
  ] as const)('%s %s (%s, %d bytes) -> %s', (kind, name, type, size, expected) => {
    expect(checkBeforeUpload(kind, { name, type, size })).toBe(expected);
  });
});

describe('uploadProblemOf', () => {
  it('reads the server verdict from the field errors', () => {
    const tooBig = new ApiError(413, {
      code: 'payload_too_large',
      message: 'error:payloadTooLarge',
      details: { fields: [{ field: 'file', key: 'invalidSize', params: { count: 10 } }] },
    });
    const wrongType = new ApiError(400, {
      code: 'validation_failed',
      message: 'validation:failed',
      details: { fields: [{ field: 'file', key: 'invalidType' }] },
    });
    expect(uploadProblemOf(tooBig)).toBe('invalidSize');
    expect(uploadProblemOf(wrongType)).toBe('invalidType');
    expect(uploadProblemOf(new ApiError(500, { code: 'internal_error', message: 'x' }))).toBeNull();
    expect(uploadProblemOf(new Error('offline'))).toBeNull();
    expect(uploadProblemOf(undefined)).toBeNull();
  });
});

describe('texts and accept', () => {
  const t = ((key: string, values: Record<string, unknown>) =>
    `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

  it('name the formats and the limit of the kind', () => {
    expect(uploadProblemText('invalidType', 'logo', t)).toBe(
      'files:invalidType {"types":"PNG, JPG, JPEG, GIF"}',
    );
    expect(uploadProblemText('invalidSize', 'image', t)).toBe('files:invalidSize {"count":10}');
    expect(acceptOf('image')).toBe('.jpg,.jpeg,.png');
  });
});
