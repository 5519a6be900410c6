import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with company data (lookups, branches, area configurations). Every screen's
 * selects need them, so any session reads; changing them is administration.
 */
export const companyDataPolicy = {
  /** Lists, single records, usage counts, configurations and the remote bundle. */
  canRead: (_actor: Actor): boolean => true,
  /** Creating, changing and removing lookups and branches; saving area configurations. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
