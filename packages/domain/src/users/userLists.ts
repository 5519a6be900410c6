import { DomainError } from '../platform/errors';

/**
 * The user lists selects offer (spec 3 §4 "User categories for lists", §7 "Users"). Editors,
 * producers and reporters are people with that role in any group; image editors are people
 * of a program with that function. An unknown category is an internal error, as the spec says.
 */

/** Categories as the paths name them (GET /api/users/<category> or /api/users/category/<category>). */
export const USER_LIST_CATEGORIES = [
  'all',
  'active',
  'editors',
  'image_editors',
  'producers',
  'reporters',
] as const;
/** One list category. */
export type UserListCategory = (typeof USER_LIST_CATEGORIES)[number];

/** What a category selects. */
export type UserListQuery =
  /** Everyone, removed users too (names of past authors still show). */
  | { kind: 'all' }
  /** Everyone not removed. */
  | { kind: 'active' }
  /** Active members of any group in this role. */
  | { kind: 'groupRole'; role: 'editor' | 'producer' | 'reporter' }
  /** Active people of any program with this function. */
  | { kind: 'programRole'; role: 'image_editor' };

const QUERIES: Record<string, UserListQuery> = {
  all: { kind: 'all' },
  active: { kind: 'active' },
  editors: { kind: 'groupRole', role: 'editor' },
  producers: { kind: 'groupRole', role: 'producer' },
  reporters: { kind: 'groupRole', role: 'reporter' },
  image_editors: { kind: 'programRole', role: 'image_editor' },
  // The spec's own spelling of the category.
  imageEditors: { kind: 'programRole', role: 'image_editor' },
};

/** The query of a category; an unknown one throws `internal_error` (spec 3 §8). */
export function userListQueryOf(category: string): UserListQuery {
  const query = Object.hasOwn(QUERIES, category) ? QUERIES[category] : undefined;
  if (!query) throw new DomainError('internal_error', 'users:unknownCategory', { category });
  return query;
}
