import { describe, expect, it } from 'vitest';
import { REPORT_KEYS } from './report';
import { approvalAfterPrivacy, approvalRefusal, uniqueIds } from './reportRules';

describe('report rules', () => {
  it.each([
    [[], []],
    [
      [3, 1, 2],
      [3, 1, 2],
    ],
    [
      [3, 1, 3, 2, 1],
      [3, 1, 2],
    ],
  ])('uniqueIds(%j) → %j', (ids, expected) => {
    expect(uniqueIds(ids)).toEqual(expected);
  });

  it.each([
    [false, true, null],
    [false, false, null],
    [true, false, null],
    [true, true, REPORT_KEYS.privateCannotBeApproved],
  ])('private %s, approve %s → %s', (isPrivate, approve, expected) => {
    expect(approvalRefusal({ isPrivate }, approve)).toBe(expected);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('approved %s, made private %s → approved %s', (ok, isPrivate, expected) => {
    expect(approvalAfterPrivacy(ok, isPrivate)).toBe(expected);
  });
});
