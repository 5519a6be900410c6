import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may see and run the directory sync: administrators (spec 3 §2 "activeDirectory"). */
export const ldapPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  /** Saving, testing, previewing and syncing: administration write access. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
