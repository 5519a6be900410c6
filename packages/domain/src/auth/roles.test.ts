import { describe, expect, it } from 'vitest';
import {
  abilitiesOf,
  allRoles,
  canAccessProgram,
  hasRoles,
  levelAtLeast,
  ROLE_ROOT,
  roleName,
  rolesOf,
} from './roles';

describe('rolesOf', () => {
  it.each([
    [{}, false, []],
    [{ rundown: 'read' }, false, ['ROLE_RUNDOWN_READ']],
    [{ rundown: 'write' }, false, ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE']],
    [{ story: 'admin' }, false, ['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN']],
    [{ story: 'none' }, false, []],
  ] as const)('%j (root=%s) holds %j', (permissions, isRoot, expected) => {
    expect(rolesOf(permissions, isRoot)).toEqual(expected);
  });

  it('gives root ROLE_ROOT and every area role', () => {
    const roles = rolesOf({}, true);
    expect(roles[0]).toBe(ROLE_ROOT);
    expect(new Set(roles)).toEqual(new Set(allRoles()));
  });
});

describe('hasRoles', () => {
  it.each([
    [['ROLE_RUNDOWN_READ'], ['ROLE_RUNDOWN_READ'], true],
    [['ROLE_RUNDOWN_READ'], ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'], false],
    [['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'], ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'], true],
    [[], ['ROLE_RUNDOWN_READ'], false],
    [[], [], true],
    [[ROLE_ROOT], ['ROLE_ADMIN_ADMIN', 'ROLE_USER_WRITE'], true],
  ])('held %j requested %j -> %s', (held, requested, expected) => {
    expect(hasRoles(held, requested)).toBe(expected);
  });
});

describe('levels', () => {
  it.each([
    [undefined, 'read', false],
    ['none', 'none', true],
    ['read', 'write', false],
    ['write', 'read', true],
    ['admin', 'write', true],
  ] as const)('%s at least %s -> %s', (held, wanted, expected) => {
    expect(levelAtLeast(held, wanted)).toBe(expected);
  });

  it('names roles in the API form', () => {
    expect(roleName('news_report', 'admin')).toBe('ROLE_NEWS_REPORT_ADMIN');
  });

  it('reports absent areas as none, and root as admin everywhere', () => {
    expect(abilitiesOf({ rundown: 'write' }, false)).toMatchObject({
      rundown: 'write',
      story: 'none',
    });
    expect(Object.values(abilitiesOf({}, true)).every((l) => l === 'admin')).toBe(true);
  });
});

describe('canAccessProgram', () => {
  it.each([
    [{ isRoot: false, groupIds: [] }, { groupIds: [] }, true],
    [{ isRoot: false, groupIds: [1] }, { groupIds: [2] }, false],
    [{ isRoot: false, groupIds: [1, 2] }, { groupIds: [2, 3] }, true],
    [{ isRoot: true, groupIds: [] }, { groupIds: [9] }, true],
  ])('viewer %j program %j -> %s', (viewer, program, expected) => {
    expect(canAccessProgram(viewer, program)).toBe(expected);
  });
});
