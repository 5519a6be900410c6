import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Who may do what with installation settings. */
export const settingsPolicy = {
  /** Reading the settings screens is administration read access. */
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  /** Changing them is administration write access. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
