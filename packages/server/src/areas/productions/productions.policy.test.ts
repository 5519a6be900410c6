import { describe, expect, it } from 'vitest';
import { productionsPolicy, type AssignmentVisibility } from './productions.policy';

const caller = (
  roles: string[],
  extra: { userId?: number; isRoot?: boolean; groupIds?: number[] } = {},
) => ({
  userId: extra.userId ?? 7,
  isRoot: extra.isRoot ?? false,
  roles,
  groupIds: extra.groupIds ?? [],
});
/** An assignment; `programs` maps each of its programs to the groups restricting it. */
const assignment = (
  overrides: Partial<Omit<AssignmentVisibility, 'programsIds' | 'groupsOf'>> = {},
  programs: [number, number[]][] = [],
): AssignmentVisibility => ({
  isPrivate: false,
  ownerId: 1,
  allowedUserIds: [],
  programsIds: programs.map(([id]) => id),
  groupsOf: new Map(programs),
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
    ['open guideline', assignment(), caller([]), true],
    ['private of someone else', assignment({ isPrivate: true }), caller([]), false],
    [
      'private, caller allowed',
      assignment({ isPrivate: true, allowedUserIds: [7] }),
      caller([]),
      true,
    ],
    ['private, caller owner', assignment({ isPrivate: true, ownerId: 7 }), caller([]), true],
    [
      'private of someone else, root',
      assignment({ isPrivate: true }),
      caller([], { isRoot: true }),
      false,
    ],
    [
      'every program restricted elsewhere',
      assignment({}, [
        [10, [3]],
        [11, [4]],
      ]),
      caller([], { groupIds: [5] }),
      false,
    ],
    [
      'every program restricted elsewhere, root',
      assignment({}, [[10, [3]]]),
      caller([], { isRoot: true }),
      true,
    ],
    [
      'one program open',
      assignment({}, [
        [10, [3]],
        [11, []],
      ]),
      caller([]),
      true,
    ],
    [
      'member of a restricting group',
      assignment({}, [[10, [3]]]),
      caller([], { groupIds: [3] }),
      true,
    ],
  ])('guideline visibility, inherited by its checklist: %s', (_label, source, who, expected) => {
    expect(productionsPolicy.canSeeAssignment(who, source)).toBe(expected);
    expect(productionsPolicy.canSee(who, source)).toBe(expected);
  });

  it('shows a checklist of its own (no guideline) to every reader', () => {
    expect(productionsPolicy.canSee(caller([]), null)).toBe(true);
    expect(productionsPolicy.audience(null)).toBeNull();
  });

  it.each([
    ['open guideline', assignment(), null],
    [
      'one program open',
      assignment({}, [
        [10, [3]],
        [11, []],
      ]),
      null,
    ],
    [
      'restricted programs',
      assignment({}, [
        [10, [3]],
        [11, [4, 3]],
      ]),
      { programGroupIds: [3, 4] },
    ],
    [
      'private',
      assignment({ isPrivate: true, ownerId: 1, allowedUserIds: [7, 1] }),
      { privateTo: [1, 7] },
    ],
    ['private without owner', assignment({ isPrivate: true, ownerId: null }), null],
    [
      'private and restricted',
      assignment({ isPrivate: true, ownerId: 1 }, [[10, [3]]]),
      { programGroupIds: [3], privateTo: [1] },
    ],
  ])('events of a checklist reach who sees its guideline: %s', (_label, source, expected) => {
    expect(productionsPolicy.audience(source)).toEqual(expected);
  });
});
