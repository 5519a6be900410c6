import { describe, expect, it } from 'vitest';
import type { Permissions } from '@newsroom/domain';
import { testActor } from '../../test/testActor';
import { programsPolicy } from './programs.policy';

const actor = (permissions: Permissions, groupIds: number[] = [], isRoot = false) =>
  testActor(permissions, { groupIds, isRoot });

const restricted = { groupIds: [7] };
const open = { groupIds: [] };

describe('programsPolicy', () => {
  it.each([
    ['program reader outside', actor({ program: 'read' }), false, true, false, false, false],
    ['program reader member', actor({ program: 'read' }, [7]), true, true, false, false, false],
    ['program writer', actor({ program: 'write' }), true, true, true, true, false],
    ['program admin', actor({ program: 'admin' }), true, true, true, true, true],
    ['admin reader', actor({ admin: 'read' }), true, true, true, false, false],
    ['admin writer', actor({ admin: 'write' }), true, true, true, true, false],
    ['root', actor({}, [], true), true, true, true, true, true],
  ])(
    '%s: restricted=%s open=%s all=%s write=%s delete=%s',
    (_name, who, seesRestricted, seesOpen, all, write, del) => {
      expect(programsPolicy.canSee(who, restricted)).toBe(seesRestricted);
      expect(programsPolicy.canSee(who, open)).toBe(seesOpen);
      expect(programsPolicy.canSeeAll(who)).toBe(all);
      expect(programsPolicy.canWrite(who)).toBe(write);
      expect(programsPolicy.canDelete(who)).toBe(del);
    },
  );

  it.each([
    ['no program level', actor({ story: 'write', rundown: 'admin' }), false],
    ['program reader', actor({ program: 'read' }), true],
    ['admin reader', actor({ admin: 'read' }), true],
    ['root', actor({}, [], true), true],
  ])('%s reads a program in full at all: %s', (_name, who, reads) => {
    expect(programsPolicy.canRead(who)).toBe(reads);
  });
});
