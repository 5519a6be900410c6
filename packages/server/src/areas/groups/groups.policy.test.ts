import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { groupsPolicy } from './groups.policy';

const actor = (permissions: Permissions, isRoot = false) => testActor(permissions, { isRoot });

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
