import {
  userAdminRowSchema,
  type Paged,
  type RealtimeEvent,
  type UserAdminRow,
} from '@newsroom/domain';
import { withCreated, withUpdated } from '../../../shared/admin';

/**
 * How pushed events change cached pages of the users admin list beyond the shared admin-list
 * rules: pages that show removed users keep a removed user (marked excluded), and the online
 * badge follows the `sessions` topic.
 */

/** The admin row an event carries, or null (e.g. the public rename everyone receives). */
export function adminRowOf(data: unknown): UserAdminRow | null {
  const parsed = userAdminRowSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * A `users` event applied to a page that shows removed users too: a create goes first on page
 * 0, an update replaces, and a removal marks the row excluded instead of dropping it.
 */
export function withUserEventShowingRemoved(
  page: Paged<UserAdminRow>,
  event: RealtimeEvent,
): Paged<UserAdminRow> {
  const row = adminRowOf(event.data);
  if (!row) return page;
  if (event.action === 'CREATE') return page.page === 0 ? withCreated(page, row) : page;
  if (event.action === 'UPDATE' || event.action === 'DELETE') return withUpdated(page, row);
  return page;
}

/** A user's online flag as a `sessions` event tells it, or null when it does not. */
export function onlineChangeOf(event: RealtimeEvent): { userId: number; online: boolean } | null {
  const data = (event.data ?? {}) as { userId?: unknown; online?: unknown };
  if (typeof data.userId !== 'number') return null;
  if (event.action === 'LOGGED_IN') return { userId: data.userId, online: true };
  if (event.action === 'LOGGED_OUT' && typeof data.online === 'boolean')
    return { userId: data.userId, online: data.online };
  return null;
}

/** Sets one user's online flag in a page (the same page when nothing changes). */
export function withOnline(
  page: Paged<UserAdminRow>,
  userId: number,
  online: boolean,
): Paged<UserAdminRow> {
  if (!page.data.some((row) => row.id === userId && row.online !== online)) return page;
  return {
    ...page,
    data: page.data.map((row) => (row.id === userId ? { ...row, online } : row)),
  };
}
