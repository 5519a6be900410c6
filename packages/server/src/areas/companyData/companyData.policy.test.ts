import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { companyDataPolicy } from './companyData.policy';

const actor = (permissions: Permissions, isRoot = false): Actor => ({
  userId: 1,
  nickname: 'a',
  name: 'A',
  isRoot,
  roles: rolesOf(permissions, isRoot),
  groupIds: [],
  sessionId: 's',
  ip: '127.0.0.1',
});

describe('companyDataPolicy', () => {
  it.each<[string, Permissions, boolean, boolean]>([
    ['nobody special', {}, false, false],
    ['admin read', { admin: 'read' }, false, false],
    ['branch admin', { branch: 'admin' }, false, false],
    ['admin write', { admin: 'write' }, false, true],
    ['root', {}, true, true],
  ])('%s (root %s): write=%s', (_label, permissions, isRoot, canWrite) => {
    const a = actor(permissions, isRoot);
    expect(companyDataPolicy.canRead(a)).toBe(true);
    expect(companyDataPolicy.canWrite(a)).toBe(canWrite);
  });
});
