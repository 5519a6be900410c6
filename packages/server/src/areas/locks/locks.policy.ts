import { AREAS, hasRoles, roleName, type Area } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value);
}

/** Who may do what with edit locks. A lock's entity type is the name of its area. */
export const locksPolicy = {
  /** Taking over needs write access to the locked document's area. */
  canTakeOver: (actor: Actor, entityType: string): boolean =>
    hasRoles(actor.roles, [isArea(entityType) ? roleName(entityType, 'write') : 'ROLE_ROOT']),
  /** Clearing someone else's lock is administration of the area. */
  canForceUnlock: (actor: Actor, entityType: string): boolean =>
    hasRoles(actor.roles, [isArea(entityType) ? roleName(entityType, 'admin') : 'ROLE_ROOT']),
};
