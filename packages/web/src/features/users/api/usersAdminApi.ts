import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  temporaryPasswordSchema,
  userAdminRowSchema,
  userDetailSchema,
  userOptionSchema,
  type Paged,
  type UserAdminRow,
  type UserCreate,
  type UserDetail,
  type UserOption,
  type UserUpdate,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** What the users admin list shows: filter text, removed users or not, page from 0. */
export interface UsersAdminQuery {
  filter: string;
  activeOnly: boolean;
  page: number;
}

/** The list's start (spec 3 §4): no filter, active only, page 0; also what it returns to after create or remove. */
export const INITIAL_USERS_QUERY: UsersAdminQuery = { filter: '', activeOnly: true, page: 0 };

/** Prefix of every cached page of the users admin list. */
export const USERS_ADMIN_KEY = ['users', 'admin', 'list'] as const;
/** Prefix of the pages that show active users only (a removal drops the row). */
export const USERS_ADMIN_ACTIVE_KEY = [...USERS_ADMIN_KEY, 'active'] as const;
/** Prefix of the pages that show removed users too (a removal marks the row). */
export const USERS_ADMIN_ALL_KEY = [...USERS_ADMIN_KEY, 'all'] as const;

/** Cache key of one page. */
export function usersAdminKey(query: UsersAdminQuery) {
  const prefix = query.activeOnly ? USERS_ADMIN_ACTIVE_KEY : USERS_ADMIN_ALL_KEY;
  return [...prefix, { filter: query.filter, page: query.page }] as const;
}

/** Cache key of one user's full record. */
export function userDetailKey(id: number) {
  return ['users', 'admin', 'detail', id] as const;
}

/** Cache key of the active users offered as allowed users. */
export const ACTIVE_USER_OPTIONS_KEY = ['users', 'options', 'active'] as const;

const userPageSchema = pagedSchema(userAdminRowSchema);

/** GET /api/users/filter (ROLE_USER_READ). */
export function fetchUsersPage(query: UsersAdminQuery): Promise<Paged<UserAdminRow>> {
  return apiRequest('/api/users/filter', {
    query: {
      filter: query.filter || undefined,
      activeOnly: query.activeOnly,
      page: query.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: userPageSchema,
  });
}

/** GET /api/users/{id}: the full record for the form. */
export function fetchUser(id: number): Promise<UserDetail> {
  return apiRequest(`/api/users/${id}`, { schema: userDetailSchema });
}

/** GET /api/users/active: users for the allowed-users select. */
export function fetchActiveUserOptions(): Promise<UserOption[]> {
  return apiRequest('/api/users/active', { schema: z.array(userOptionSchema) });
}

/** POST /api/users. */
export function createUser(body: UserCreate): Promise<UserDetail> {
  return apiRequest('/api/users', { method: 'POST', json: body, schema: userDetailSchema });
}

/** PUT /api/users/{id} at the version the form loaded. */
export function updateUser(id: number, body: UserUpdate): Promise<UserDetail> {
  return apiRequest(`/api/users/${id}`, { method: 'PUT', json: body, schema: userDetailSchema });
}

/** DELETE /api/users/{id}: removes the user and ends their sessions. */
export function removeUser(id: number): Promise<UserAdminRow> {
  return apiRequest(`/api/users/${id}`, { method: 'DELETE', schema: userAdminRowSchema });
}

/** PUT /api/users/{id}/restore. */
export function restoreUser(id: number): Promise<UserAdminRow> {
  return apiRequest(`/api/users/${id}/restore`, { method: 'PUT', schema: userAdminRowSchema });
}

/** PUT /api/users/{id}/reset_password: the temporary password, answered once. */
export function resetUserPassword(id: number): Promise<string> {
  return apiRequest(`/api/users/${id}/reset_password`, {
    method: 'PUT',
    schema: temporaryPasswordSchema,
  }).then((answer) => answer.temporaryPassword);
}

/** DELETE /api/users/{id}/session: kick-out. */
export function kickOutUser(id: number): Promise<void> {
  return apiRequest(`/api/users/${id}/session`, { method: 'DELETE' }).then(() => undefined);
}
