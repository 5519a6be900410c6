import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may do what with teams (area `team`: read, write, admin). */
export const teamsPolicy = {
  /** Lists, a team and its schedule. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_TEAM_READ']),
  /** Creating and changing teams, and their one-day and forward changes. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_TEAM_WRITE']),
  /** Removing a team. */
  canRemove: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_TEAM_ADMIN']),
};
