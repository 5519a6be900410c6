import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { devicesPolicy } from './devices.policy';

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

describe('devices policy', () => {
  it('lists with admin read and changes with admin write', () => {
    expect(devicesPolicy.canList(actor({ admin: 'read' }))).toBe(true);
    expect(devicesPolicy.canWrite(actor({ admin: 'read' }))).toBe(false);
    expect(devicesPolicy.canWrite(actor({ admin: 'write' }))).toBe(true);
    expect(devicesPolicy.canList(actor({ rundown: 'admin', story: 'admin' }))).toBe(false);
    expect(devicesPolicy.canWrite(actor({}, true))).toBe(true);
  });
});
