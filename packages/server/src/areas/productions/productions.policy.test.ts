import { describe, expect, it } from 'vitest';
import { productionsPolicy, type GuidelineVisibility } from './productions.policy';

const caller = (
  roles: string[],
  extra: { userId?: number; isRoot?: boolean; groupIds?: number[] } = {},
) => ({
  userId: extra.userId ?? 7,
  isRoot: extra.isRoot ?? false,
  roles,
  groupIds: extra.groupIds ?? [],
});
const guideline = (overrides: Partial<GuidelineVisibility> = {}): GuidelineVisibility => ({
  isPrivate: false,
  ownerId: 1,
  allowedUserIds: [],
  programGroupIds: [],
  ...overrides,
});

describe('productionsPolicy', () => {
  it.each([
    [['ROLE_PRODUCTION_READ'], { read: true, write: false, manage: false }],
    [['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE'], { read: true, write: true, manage: false }],
    [
      ['ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE', 'ROLE_PRODUCTION_ADMIN'],
      { read: true, write: true, manage: true },
    ],
    [['ROLE_STORY_READ'], { read: false, write: false, manage: false }],
  ])('roles %j allow %j', (roles, expected) => {
    const who = caller(roles);
    expect({
      read: productionsPolicy.canRead(who),
      write: productionsPolicy.canWrite(who),
      manage: productionsPolicy.canManageLookups(who),
    }).toEqual(expected);
  });

  it('offers edit and delete to writers on checklists outside the trash', () => {
    const writer = caller(['ROLE_PRODUCTION_WRITE']);
    expect(productionsPolicy.abilities(writer, { excluded: false })).toEqual({
      canEdit: true,
      canDelete: true,
    });
    expect(productionsPolicy.abilities(writer, { excluded: true })).toEqual({
      canEdit: false,
      canDelete: false,
    });
    expect(
      productionsPolicy.abilities(caller(['ROLE_PRODUCTION_READ']), { excluded: false }),
    ).toEqual({ canEdit: false, canDelete: false });
  });

  it.each([
    ['open guideline', guideline(), caller([]), true],
    ['private of someone else', guideline({ isPrivate: true }), caller([]), false],
    [
      'private, caller allowed',
      guideline({ isPrivate: true, allowedUserIds: [7] }),
      caller([]),
      true,
    ],
    ['private, caller owner', guideline({ isPrivate: true, ownerId: 7 }), caller([]), true],
    ['private, root', guideline({ isPrivate: true }), caller([], { isRoot: true }), true],
    [
      'every program restricted elsewhere',
      guideline({ programGroupIds: [[3], [4]] }),
      caller([], { groupIds: [5] }),
      false,
    ],
    ['one program open', guideline({ programGroupIds: [[3], []] }), caller([]), true],
    [
      'member of a restricting group',
      guideline({ programGroupIds: [[3]] }),
      caller([], { groupIds: [3] }),
      true,
    ],
  ])('guideline visibility: %s', (_label, source, who, expected) => {
    expect(productionsPolicy.canSeeGuideline(who, source)).toBe(expected);
  });
});
