import { describe, expect, it } from 'vitest';
import { rolesOf, type AccessLevel } from '@newsroom/domain';
import { calendarPolicy, type CalendarAccess } from './calendar.policy';

const user = (level: AccessLevel, groupIds: number[] = [], userId = 1, isRoot = false) => ({
  userId,
  isRoot,
  roles: rolesOf({ calendar: level }, isRoot),
  groupIds,
});
const calendar = (rest: Partial<CalendarAccess> = {}): CalendarAccess => ({
  isPrivate: false,
  ownerId: 9,
  groupIds: [],
  ...rest,
});
const root = user('none', [], 2, true);

describe('calendarPolicy', () => {
  it.each([
    ['a shared calendar without groups, to a reader', user('read'), calendar(), true],
    ['anything, without calendar access', user('none'), calendar(), false],
    ['a group calendar, to a member', user('read', [3]), calendar({ groupIds: [3, 4] }), true],
    ['a group calendar, to an outsider', user('read', [5]), calendar({ groupIds: [3] }), false],
    [
      'a group calendar, to its owner outside it',
      user('read', [], 9),
      calendar({ groupIds: [3] }),
      true,
    ],
    ['a group calendar, to root', root, calendar({ groupIds: [3] }), true],
    ['a private calendar, to its owner', user('read', [], 9), calendar({ isPrivate: true }), true],
    [
      'a private calendar, to an administrator',
      user('admin'),
      calendar({ isPrivate: true }),
      false,
    ],
    ['a private calendar, to root', root, calendar({ isPrivate: true }), false],
    [
      'an ownerless private one, to an administrator',
      user('admin'),
      calendar({ isPrivate: true, ownerId: null }),
      true,
    ],
  ])('sees %s: %s', (_name, who, cal, expected) => {
    expect(calendarPolicy.canSee(who, cal)).toBe(expected);
  });

  it.each([
    ['a reader', user('read'), calendar(), false],
    ['a writer', user('write'), calendar(), true],
    ['a writer outside its groups', user('write', [1]), calendar({ groupIds: [3] }), false],
  ])('edits: %s', (_name, who, cal, expected) => {
    expect(calendarPolicy.canEdit(who, cal)).toBe(expected);
  });

  it.each([
    ['its owner', user('read', [], 9), calendar(), true],
    ['an administrator', user('admin'), calendar(), false],
    ['an administrator, its owner removed', user('admin'), calendar({ ownerId: null }), true],
    ['a writer, its owner removed', user('write'), calendar({ ownerId: null }), false],
  ])('owns (shares, deletes): %s', (_name, who, cal, expected) => {
    expect(calendarPolicy.isOwner(who, cal)).toBe(expected);
  });
});
