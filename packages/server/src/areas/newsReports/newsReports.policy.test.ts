import { describe, expect, it } from 'vitest';
import { newsReportsPolicy } from './newsReports.policy';

const viewer = (userId: number, groupIds: number[] = [], isRoot = false) => ({
  userId,
  groupIds,
  isRoot,
});
/** Program 10 is open, program 20 restricted to group 7. */
const groupsOf = new Map<number, number[]>([
  [10, []],
  [20, [7]],
]);
const report = (overrides: { isPrivate?: boolean; programsIds?: number[] } = {}) => ({
  isPrivate: false,
  ownerId: 1,
  allowedUserIds: [3],
  programsIds: [],
  ...overrides,
});

describe('news reports policy: reading a reportage whole (what its lock follows)', () => {
  it.each([
    ['no program, not private: anyone', viewer(2), report(), true],
    ['an open program: anyone', viewer(2), report({ programsIds: [10] }), true],
    ['a restricted program: its members', viewer(2, [7]), report({ programsIds: [20] }), true],
    ['a restricted program: others not', viewer(2, [8]), report({ programsIds: [20] }), false],
    ['a restricted program: root', viewer(2, [], true), report({ programsIds: [20] }), true],
    ['one program open of two: anyone', viewer(2), report({ programsIds: [20, 10] }), true],
    ['private: its owner', viewer(1), report({ isPrivate: true }), true],
    ['private: an allowed user', viewer(3), report({ isPrivate: true }), true],
    ['private: others not', viewer(2), report({ isPrivate: true }), false],
    ['private: root neither', viewer(2, [], true), report({ isPrivate: true }), false],
    [
      'private of a restricted program: an allowed user outside its groups not',
      viewer(3),
      report({ isPrivate: true, programsIds: [20] }),
      false,
    ],
  ] as const)('%s', (_name, who, facts, expected) => {
    expect(newsReportsPolicy.canReadWhole(who, facts, groupsOf)).toBe(expected);
  });
});
