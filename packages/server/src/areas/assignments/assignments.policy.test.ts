import { describe, expect, it } from 'vitest';
import { assignmentsPolicy, type AssignmentFacts } from './assignments.policy';

const viewer = (roles: string[], userId = 1, groupIds: number[] = [], isRoot = false) => ({
  userId,
  roles,
  groupIds,
  isRoot,
});
const facts = (overrides: Partial<AssignmentFacts> = {}): AssignmentFacts => ({
  state: 'PRODUCING',
  excluded: false,
  isPrivate: false,
  ownerId: 1,
  allowedUserIds: [],
  ...overrides,
});
const WRITE = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'];

describe('assignments policy', () => {
  it.each([
    [
      'a writer owner',
      viewer(WRITE),
      facts(),
      false,
      { canEdit: true, canDelete: true, canShare: true },
    ],
    [
      'a writer, not the owner',
      viewer(WRITE, 2),
      facts(),
      false,
      { canEdit: true, canDelete: true, canShare: false },
    ],
    [
      'a reader',
      viewer(['ROLE_ASSIGNMENT_READ']),
      facts(),
      false,
      { canEdit: false, canDelete: false, canShare: false },
    ],
    [
      'a writer, finished and locked',
      viewer(WRITE),
      facts({ state: 'COMPLETED' }),
      true,
      { canEdit: false, canDelete: true, canShare: true },
    ],
    [
      'a writer, interrupted, not locked',
      viewer(WRITE),
      facts({ state: 'INTERRUPTED' }),
      false,
      { canEdit: true, canDelete: true, canShare: true },
    ],
    [
      'a writer, in the trash',
      viewer(WRITE),
      facts({ excluded: true }),
      false,
      { canEdit: false, canDelete: false, canShare: false },
    ],
    [
      'a writer, private of others',
      viewer(WRITE, 2),
      facts({ isPrivate: true }),
      false,
      { canEdit: false, canDelete: false, canShare: false },
    ],
    [
      'an allowed writer, private',
      viewer(WRITE, 2),
      facts({ isPrivate: true, allowedUserIds: [2] }),
      false,
      { canEdit: true, canDelete: true, canShare: false },
    ],
  ])('abilities of %s', (_name, who, document, lockFinished, expected) => {
    expect(assignmentsPolicy.abilities(who, document, lockFinished)).toEqual(expected);
  });

  it('shows guidelines without programs, or with one open or of the viewer group', () => {
    const groupsOf = new Map([
      [10, [5]],
      [11, []],
    ]);
    expect(assignmentsPolicy.canSeePrograms(viewer([]), [], groupsOf)).toBe(true);
    expect(assignmentsPolicy.canSeePrograms(viewer([]), [10], groupsOf)).toBe(false);
    expect(assignmentsPolicy.canSeePrograms(viewer([], 1, [5]), [10], groupsOf)).toBe(true);
    expect(assignmentsPolicy.canSeePrograms(viewer([]), [10, 11], groupsOf)).toBe(true);
    expect(assignmentsPolicy.canSeePrograms(viewer([], 1, [], true), [10], groupsOf)).toBe(true);
  });
});
