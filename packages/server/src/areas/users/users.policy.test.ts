import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { usersPolicy } from './users.policy';

const actor = (permissions: Permissions, isRoot = false) => testActor(permissions, { isRoot });

describe('usersPolicy', () => {
  it.each<[string, Permissions, boolean, boolean, boolean, boolean]>([
    ['nobody special', {}, false, false, false, true],
    ['user read', { user: 'read' }, true, false, false, true],
    ['user write', { user: 'write' }, true, true, false, true],
    ['user admin', { user: 'admin' }, true, true, true, true],
  ])(
    '%s: read=%s write=%s administer=%s options=%s',
    (_label, permissions, canRead, canWrite, canAdminister, canListOptions) => {
      const a = actor(permissions);
      expect(usersPolicy.canRead(a)).toBe(canRead);
      expect(usersPolicy.canWrite(a)).toBe(canWrite);
      expect(usersPolicy.canAdminister(a)).toBe(canAdminister);
      expect(usersPolicy.canKickOut(a)).toBe(canAdminister);
      expect(usersPolicy.canListOptions(a)).toBe(canListOptions);
    },
  );

  it('gives root every user operation, on anyone', () => {
    const root = actor({}, true);
    expect(usersPolicy.canAdminister(root)).toBe(true);
    expect(usersPolicy.canManage(root, { isRoot: true, permissions: {} })).toBe(true);
  });

  it('keeps a user administrator off root users and users above them', () => {
    const admin = actor({ user: 'admin' });
    expect(usersPolicy.canManage(admin, { isRoot: true, permissions: {} })).toBe(false);
    expect(usersPolicy.canManage(admin, { isRoot: false, permissions: { admin: 'read' } })).toBe(
      false,
    );
    expect(usersPolicy.canManage(admin, { isRoot: false, permissions: { user: 'read' } })).toBe(
      true,
    );
  });
});
