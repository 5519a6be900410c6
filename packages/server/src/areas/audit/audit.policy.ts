import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may read the audit log. */
export const auditPolicy = {
  /** The audit log is administration read access. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
};
