import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may use other branches. Browsing them (lists, documents, rundowns, check) needs the
 * branches area's read; a copy further needs to write the kind it lands in (checked by that
 * kind's own create). Storing a branch's token and issuing tokens to others is administration.
 */
export const remotePolicy = {
  canBrowse: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_BRANCH_READ']),
  canAdminister: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
