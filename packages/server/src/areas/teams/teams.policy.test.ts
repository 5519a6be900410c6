import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { teamsPolicy } from './teams.policy';

const actor = (permissions: Permissions, isRoot = false) => testActor(permissions, { isRoot });

describe('teamsPolicy', () => {
  it.each<[string, Permissions, boolean, boolean, boolean, boolean]>([
    ['nobody special', {}, false, false, false, false],
    ['admin write only', { admin: 'write' }, false, false, false, false],
    ['team read', { team: 'read' }, false, true, false, false],
    ['team write', { team: 'write' }, false, true, true, false],
    ['team admin', { team: 'admin' }, false, true, true, true],
    ['root', {}, true, true, true, true],
  ])(
    '%s (root %s): read=%s write=%s remove=%s',
    (_label, permissions, isRoot, canRead, canWrite, canRemove) => {
      const a = actor(permissions, isRoot);
      expect(teamsPolicy.canRead(a)).toBe(canRead);
      expect(teamsPolicy.canWrite(a)).toBe(canWrite);
      expect(teamsPolicy.canRemove(a)).toBe(canRemove);
    },
  );
});
