import { canManageUser, hasRoles, roleName, type Permissions } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Role that reads the users administration (list, full record). */
export const ROLE_USER_READ = roleName('user', 'read');
/** Role that creates and edits users. */
export const ROLE_USER_WRITE = roleName('user', 'write');
/** Role that removes, restores, resets passwords and kicks out. */
export const ROLE_USER_ADMIN = roleName('user', 'admin');

/**
 * Who may do what with users. The role checks come first (403); whether this actor may
 * touch this particular user is `canManage` (see `canManageUser` in the domain).
 */
export const usersPolicy = {
  /** The lists for selects (all, active, editors...) need only a session. */
  canListOptions: (_actor: Actor): boolean => true,
  /** The paged admin list and the full record. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_USER_READ]),
  /** Create and edit. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_USER_WRITE]),
  /** Remove, restore, reset a password. */
  canAdminister: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_USER_ADMIN]),
  /** Ending another user's sessions (kick-out) is user administration. */
  canKickOut: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_USER_ADMIN]),
  /** Whether the actor may edit, reset, remove or restore this user (never one who outranks them). */
  canManage: (actor: Actor, target: { isRoot: boolean; permissions: Permissions }): boolean =>
    canManageUser(actor.roles, target),
};
