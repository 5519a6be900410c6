import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { USER_LIST_CATEGORIES, userListQueryOf } from './userLists';

describe('userListQueryOf', () => {
  it.each([
    ['all', { kind: 'all' }],
    ['active', { kind: 'active' }],
    ['editors', { kind: 'groupRole', role: 'editor' }],
    ['producers', { kind: 'groupRole', role: 'producer' }],
    ['reporters', { kind: 'groupRole', role: 'reporter' }],
    ['image_editors', { kind: 'programRole', role: 'image_editor' }],
    ['imageEditors', { kind: 'programRole', role: 'image_editor' }],
  ])('%s selects %j', (category, expected) => {
    expect(userListQueryOf(category)).toEqual(expected);
  });

  it('knows every category the paths name', () => {
    for (const category of USER_LIST_CATEGORIES)
      expect(() => userListQueryOf(category)).not.toThrow();
  });

  it.each(['presenters', '', 'ALL', 'toString', '__proto__'])(
    'answers %j with an internal error',
    (category) => {
      let thrown: unknown;
      try {
        userListQueryOf(category);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown).toMatchObject({ code: 'internal_error', status: 500, details: { category } });
    },
  );
});
