import { describe, expect, it } from 'vitest';
import { storyPolicy } from './story.policy';
import type { StoryRecord } from './story.repository';

const viewer = (userId: number, groupIds: number[] = [], isRoot = false) => ({
  userId,
  groupIds,
  isRoot,
});
/** A story owned by user 1 and shared with user 3 (only what the rule reads). */
const record = (isPrivate: boolean) =>
  ({ story: { isPrivate, ownerId: 1, allowedUserIds: [3] } }) as unknown as StoryRecord;
const OPEN = { groupIds: [] };
const RESTRICTED = { groupIds: [7] };

describe('story policy: reading a story whole (what its lock follows)', () => {
  it.each([
    ['the drawer (no program): anyone', viewer(2), record(false), null, true],
    ['an open program: anyone', viewer(2), record(false), OPEN, true],
    ['a restricted program: its members', viewer(2, [7]), record(false), RESTRICTED, true],
    ['a restricted program: others not', viewer(2, [8]), record(false), RESTRICTED, false],
    ['a restricted program: root', viewer(2, [], true), record(false), RESTRICTED, true],
    ['private: its owner', viewer(1), record(true), OPEN, true],
    ['private: an allowed user', viewer(3), record(true), null, true],
    ['private: others not', viewer(2), record(true), OPEN, false],
    ['private: root neither (as in the grid)', viewer(2, [], true), record(true), OPEN, false],
    [
      'private in a restricted program: the owner outside it not',
      viewer(1),
      record(true),
      RESTRICTED,
      false,
    ],
  ] as const)('%s', (_name, who, story, program, expected) => {
    expect(storyPolicy.canReadWhole(who, story, program)).toBe(expected);
  });
});
