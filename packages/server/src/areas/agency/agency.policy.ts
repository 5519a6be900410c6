import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what in the agency (area `agency`): readers read the wire and keep their own lanes;
 * writers make news suggestions from it; the sources, categories and connectors are
 * administration lists (spec 3 §2).
 */
export const agencyPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_AGENCY_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_AGENCY_WRITE']),
  /** Source and category names for lanes and filters: agency readers and administrators. */
  canReadSources: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_AGENCY_READ']) || hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  canAdminister: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
  /** Connector settings hold tokens' presence and base URLs: administrators only. */
  canReadConnectors: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
};
