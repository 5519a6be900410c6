import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may do what with users. */
export const usersPolicy = {
  /** Ending another user's sessions (kick-out) is user administration. */
  canKickOut: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_USER_ADMIN']),
};
