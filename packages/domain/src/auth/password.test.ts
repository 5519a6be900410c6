import { describe, expect, it } from 'vitest';
import { isPasswordExpired } from './password';

const changed = new Date('2026-01-01T00:00:00Z');

describe('isPasswordExpired', () => {
  it.each([
    [null, 30, '2026-01-01T00:00:00Z', true],
    [changed, 0, '2036-01-01T00:00:00Z', false],
    [changed, 30, '2026-01-30T23:59:59Z', false],
    [changed, 30, '2026-01-31T00:00:00Z', true],
    [changed, 1, '2026-01-02T00:00:00Z', true],
  ])('changed %s, %i days, at %s -> %s', (changedAt, days, now, expected) => {
    expect(isPasswordExpired(changedAt, days, new Date(now))).toBe(expected);
  });
});
