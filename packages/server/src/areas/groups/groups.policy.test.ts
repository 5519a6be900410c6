import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { groupsPolicy } from './groups.policy';

function actor(permissions: Permissions, isRoot = false): Actor {
  return {
    userId: 1,
    nickname: 'x',
    name: 'X',
    isRoot,
    roles: rolesOf(permissions, isRoot),
    groupIds: [],
    sessionId: 's',
    ip: '',
  };
}

describe('groupsPolicy', () => {
  it.each([
    ['nobody', actor({}), false, false, false],
    ['program reader', actor({ program: 'read' }), false, true, false],
    ['admin reader', actor({ admin: 'read' }), true, true, false],
    ['admin writer', actor({ admin: 'write' }), true, true, true],
    ['root', actor({}, true), true, true, true],
  ])('%s: read=%s options=%s write=%s', (_name, who, read, options, write) => {
    expect(groupsPolicy.canRead(who)).toBe(read);
    expect(groupsPolicy.canListOptions(who)).toBe(options);
    expect(groupsPolicy.canWrite(who)).toBe(write);
  });
});
