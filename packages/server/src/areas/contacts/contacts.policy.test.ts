import { describe, expect, it } from 'vitest';
import { contactsPolicy } from './contacts.policy';

const levels = {
  none: [],
  read: ['ROLE_CONTACT_READ'],
  write: ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE'],
  admin: ['ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_CONTACT_ADMIN'],
  root: ['ROLE_ROOT'],
};

describe('contactsPolicy', () => {
  it.each([
    ['none', false, false, false],
    ['read', true, false, false],
    ['write', true, true, false],
    ['admin', true, true, true],
    ['root', true, true, true],
  ] as const)('%s reads %s, writes %s, manages groups %s', (level, read, write, groups) => {
    const who = { roles: levels[level] };
    expect(contactsPolicy.canRead(who)).toBe(read);
    expect(contactsPolicy.canWrite(who)).toBe(write);
    expect(contactsPolicy.canManageGroups(who)).toBe(groups);
  });

  it.each([
    [{ isPrivate: false, ownerId: 2 }, true],
    [{ isPrivate: false, ownerId: null }, true],
    [{ isPrivate: true, ownerId: 1 }, true],
    [{ isPrivate: true, ownerId: 2 }, false],
    [{ isPrivate: true, ownerId: null }, true],
  ])('user 1 sees %j: %s', (contact, seen) => {
    expect(contactsPolicy.canSee({ userId: 1 }, contact)).toBe(seen);
  });
});
