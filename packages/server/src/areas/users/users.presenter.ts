import { z } from 'zod';
import {
  abilitiesOf,
  accessLevelSchema,
  AREAS,
  rolesOf,
  type PublicUser,
  type UserAdminRow,
  type UserDetail,
  type UserGroupMembership,
} from '@newsroom/domain';
import type { SessionUser } from '../../platform/auth/sessionCache';
import type { UserRow } from './users.repository';

/** The caller as GET /api/users/me shows them, with their abilities so the web never re-derives rules. */
export const meSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  isRoot: z.boolean(),
  roles: z.array(z.string()),
  abilities: z.record(z.enum(AREAS), accessLevelSchema),
  groupIds: z.array(z.number().int()),
  expirationDays: z.number().int(),
});
export type Me = z.infer<typeof meSchema>;

/** Presents the caller. */
export function presentMe(user: SessionUser, groupIds: number[]): Me {
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    isRoot: user.isRoot,
    roles: rolesOf(user.permissions, user.isRoot),
    abilities: abilitiesOf(user.permissions, user.isRoot),
    groupIds,
    expirationDays: user.expirationDays,
  };
}

/** Presents a user for others. */
export function presentPublicUser(user: UserRow): PublicUser {
  return { id: user.id, name: user.name, nickname: user.nickname, online: user.online };
}

/** A row of the admin list and the data of administrative `users` events. */
export function presentAdminRow(user: UserRow): UserAdminRow {
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    online: user.online,
    excluded: user.excluded,
    isAdUser: user.isAdUser,
    expirationDays: user.expirationDays,
    version: user.version,
  };
}

/** The full record for the edit form; the password hash never leaves the server. */
export function presentDetail(user: UserRow, memberships: UserGroupMembership[]): UserDetail {
  return {
    ...presentAdminRow(user),
    isRoot: user.isRoot,
    permissions: user.permissions,
    allowedUserIds: user.allowedUserIds,
    groupIds: [...new Set(memberships.map((m) => m.groupId))],
    groups: memberships,
    mustChangePassword: user.passwordChangedAt === null,
  };
}
