import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '../auth/roles';
import { canManageUser, permissionChangeProblem, USER_RULE_KEYS } from './userRules';

const userAdmin: Permissions = { user: 'admin', rundown: 'write' };
const roles = (permissions: Permissions, isRoot = false) => rolesOf(permissions, isRoot);

describe('permissionChangeProblem', () => {
  it.each<[string, Permissions, boolean, Permissions, Permissions, string | null]>([
    ['grants a level the actor holds', userAdmin, false, {}, { rundown: 'write' }, null],
    ['grants a lower level', userAdmin, false, {}, { rundown: 'read', user: 'read' }, null],
    [
      'keeps a higher level already held by the target',
      userAdmin,
      false,
      { story: 'admin' },
      { story: 'admin' },
      null,
    ],
    [
      'lowers a level above the actor',
      userAdmin,
      false,
      { story: 'admin' },
      { story: 'read' },
      null,
    ],
    [
      'grants above the actor',
      userAdmin,
      false,
      {},
      { rundown: 'admin' },
      USER_RULE_KEYS.cannotGrantAboveOwnLevel,
    ],
    [
      'grants an area the actor lacks',
      userAdmin,
      false,
      {},
      { admin: 'read' },
      USER_RULE_KEYS.cannotGrantAboveOwnLevel,
    ],
    [
      'raises own level',
      userAdmin,
      true,
      userAdmin,
      { ...userAdmin, rundown: 'admin' },
      USER_RULE_KEYS.cannotRaiseOwnPermissions,
    ],
    [
      'raises own level even within reach',
      userAdmin,
      true,
      { user: 'admin' },
      userAdmin,
      USER_RULE_KEYS.cannotRaiseOwnPermissions,
    ],
    ['lowers own level', userAdmin, true, userAdmin, { user: 'admin' }, null],
    ['treats none as nothing granted', userAdmin, false, {}, { admin: 'none' }, null],
  ])('%s', (_label, actor, isSelf, before, after, expected) => {
    expect(permissionChangeProblem({ actorRoles: roles(actor), isSelf, before, after })).toBe(
      expected,
    );
  });

  it('lets root grant anything to others', () => {
    expect(
      permissionChangeProblem({
        actorRoles: roles({}, true),
        isSelf: false,
        before: {},
        after: { admin: 'admin', user: 'admin' },
      }),
    ).toBeNull();
  });
});

describe('canManageUser', () => {
  it.each<[string, Permissions, boolean, { isRoot: boolean; permissions: Permissions }, boolean]>([
    [
      'a user with lower levels',
      userAdmin,
      false,
      { isRoot: false, permissions: { rundown: 'read' } },
      true,
    ],
    [
      'a user with the same levels',
      userAdmin,
      false,
      { isRoot: false, permissions: userAdmin },
      true,
    ],
    [
      'a user with a higher level somewhere',
      userAdmin,
      false,
      { isRoot: false, permissions: { rundown: 'admin' } },
      false,
    ],
    [
      'a user with an area the actor lacks',
      userAdmin,
      false,
      { isRoot: false, permissions: { admin: 'read' } },
      false,
    ],
    ['a root user', userAdmin, false, { isRoot: true, permissions: {} }, false],
    ['anyone, as root', {}, true, { isRoot: true, permissions: { admin: 'admin' } }, true],
  ])('%s', (_label, actor, actorIsRoot, target, expected) => {
    expect(canManageUser(roles(actor, actorIsRoot), target)).toBe(expected);
  });
});
