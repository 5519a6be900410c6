import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { companyDataPolicy } from './companyData.policy';

const actor = (permissions: Permissions, isRoot = false) => testActor(permissions, { isRoot });

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
