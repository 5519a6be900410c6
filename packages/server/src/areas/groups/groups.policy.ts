import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may do what with groups. */
export const groupsPolicy = {
  /** The admin list and a group's members are administration data. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  /** Group names for selects: administrators, and whoever reads programs (their group restriction). */
  canListOptions: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_ADMIN_READ']) || hasRoles(actor.roles, ['ROLE_PROGRAM_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
