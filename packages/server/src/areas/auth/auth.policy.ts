import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may do what with authentication data. */
export const authPolicy = {
  /** The access-failure log is an administration screen. */
  canReadAccessLogs: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
};
