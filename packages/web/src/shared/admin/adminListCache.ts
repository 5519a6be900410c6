import type { Paged } from '@newsroom/domain';

/** Anything an admin list shows: it has an id. */
export interface Identified {
  id: number | string;
}

/** Where a created item goes (spec 3 §4): first, except lanes which go last. */
export type CreatePosition = 'first' | 'last';

/**
 * Puts a created item in a page: first (or last), replacing a copy with the same id so a
 * create answered by both the call and its real-time echo shows once. The total grows only
 * for a new item; a page kept to its size drops its last row.
 */
export function withCreated<T extends Identified>(
  page: Paged<T>,
  item: T,
  position: CreatePosition = 'first',
): Paged<T> {
  const exists = page.data.some((row) => row.id === item.id);
  if (exists) return withUpdated(page, item);
  const data =
    position === 'first' ? [item, ...page.data].slice(0, page.size) : [...page.data, item];
  return { ...page, data, total: page.total + 1 };
}

/** Replaces an item in the page when it is there. */
export function withUpdated<T extends Identified>(page: Paged<T>, item: T): Paged<T> {
  return { ...page, data: page.data.map((row) => (row.id === item.id ? item : row)) };
}

/** Drops a removed item and lowers the total by one (spec 3 §4), once per id. */
export function withDeleted<T extends Identified>(page: Paged<T>, id: T['id']): Paged<T> {
  const data = page.data.filter((row) => row.id !== id);
  return { ...page, data, total: Math.max(0, page.total - 1) };
}
