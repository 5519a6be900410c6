import { hasRoles, rolesOf, type Permissions } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

const ADMIN_READ = ['ROLE_ADMIN_READ'];
const ADMIN_WRITE = ['ROLE_ADMIN_WRITE'];

/** Who may see and change the licence, and whom the licence never keeps out. */
export const licencePolicy = {
  /** The licence screen is administration read access. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ADMIN_READ),
  /** Registering, checking and the server URL are administration write access. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ADMIN_WRITE),
  /** Those who can repair the licence log in whatever it says. */
  isExemptAtLogin: (user: { permissions: Permissions; isRoot: boolean }): boolean =>
    hasRoles(rolesOf(user.permissions, user.isRoot), ADMIN_WRITE),
};
