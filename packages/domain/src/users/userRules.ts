import {
  AREAS,
  hasRoles,
  levelAtLeast,
  ROLE_ROOT,
  roleName,
  type Permissions,
} from '../auth/roles';

/**
 * Who may hand out which permissions, and whom an administrator may manage. The point is
 * that user administration never becomes a way up: nobody raises their own levels, nobody
 * grants a level they do not hold, and nobody takes over (edits, resets, removes) an account
 * that holds more than they do. ROLE_ROOT is never granted here at all.
 */

/** Message keys of the refusals (422). */
export const USER_RULE_KEYS = {
  cannotRaiseOwnPermissions: 'users:cannotRaiseOwnPermissions',
  cannotGrantAboveOwnLevel: 'users:cannotGrantAboveOwnLevel',
  cannotManageHigherUser: 'users:cannotManageHigherUser',
  cannotRemoveSelf: 'users:cannotRemoveSelf',
  lastRoot: 'users:lastRoot',
} as const;

/** A change of a user's permissions by an actor holding `actorRoles`. */
export interface PermissionChange {
  actorRoles: readonly string[];
  /** The actor changes their own account. */
  isSelf: boolean;
  before: Permissions;
  after: Permissions;
}

/**
 * Why a permission change is refused, or null when allowed. Lowering is always allowed;
 * a raise must not be the actor's own and must not go above the actor's level in that area.
 */
export function permissionChangeProblem(change: PermissionChange): string | null {
  for (const area of AREAS) {
    const wanted = change.after[area] ?? 'none';
    if (wanted === 'none' || levelAtLeast(change.before[area], wanted)) continue;
    if (change.isSelf) return USER_RULE_KEYS.cannotRaiseOwnPermissions;
    if (!hasRoles(change.actorRoles, [roleName(area, wanted)]))
      return USER_RULE_KEYS.cannotGrantAboveOwnLevel;
  }
  return null;
}

/**
 * Whether an actor may manage (edit, reset the password of, remove, restore) a user: root
 * may manage anyone; others only users who are not root and hold no level above theirs.
 */
export function canManageUser(
  actorRoles: readonly string[],
  target: { isRoot: boolean; permissions: Permissions },
): boolean {
  if (hasRoles(actorRoles, [ROLE_ROOT])) return true;
  if (target.isRoot) return false;
  return AREAS.every((area) => {
    const level = target.permissions[area] ?? 'none';
    return level === 'none' || hasRoles(actorRoles, [roleName(area, level)]);
  });
}
