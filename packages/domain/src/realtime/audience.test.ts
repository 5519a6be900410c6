import { describe, expect, it } from 'vitest';
import { canSubscribeTopic, isInAudience, type Audience, type Viewer } from './audience';

const reporter: Viewer = { userId: 7, isRoot: false, roles: ['ROLE_STORY_READ'], groupIds: [1] };
const root: Viewer = { userId: 1, isRoot: true, roles: ['ROLE_ROOT'], groupIds: [] };

describe('isInAudience', () => {
  it.each([
    ['no audience', null, reporter, true],
    ['listed user', { userIds: [7, 8] }, reporter, true],
    ['unlisted user', { userIds: [8] }, reporter, false],
    ['root is never filtered out', { userIds: [8], programGroupIds: [5] }, root, true],
    ['member of a restricting group', { programGroupIds: [1, 2] }, reporter, true],
    ['outsider of a restricting group', { programGroupIds: [2] }, reporter, false],
    ['empty restriction = everyone', { programGroupIds: [] }, reporter, true],
    ['role held', { roles: ['ROLE_STORY_READ'] }, reporter, true],
    ['role missing', { roles: ['ROLE_USER_ADMIN'] }, reporter, false],
    ['reader of a private document', { privateTo: [7] }, reporter, true],
    ['not a reader of a private document', { privateTo: [8] }, reporter, false],
    ['root is no reader of a private document', { privateTo: [8] }, root, false],
    ['control fields only', { closeSessionIds: ['x'] }, reporter, true],
  ] as [string, Audience | null, Viewer, boolean][])('%s', (_name, audience, viewer, expected) => {
    expect(isInAudience(audience, viewer)).toBe(expected);
  });
});

describe('canSubscribeTopic', () => {
  it.each([
    ['stories', reporter, true],
    ['rundowns', reporter, false],
    ['sessions', reporter, true],
    ['index', reporter, false],
    ['index', root, true],
  ] as const)('%s', (topic, viewer, expected) => {
    expect(canSubscribeTopic(topic, viewer)).toBe(expected);
  });
});
