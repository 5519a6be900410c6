import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with document workspaces: administrators keep the list (spec 3 §2); every
 * user browses the enabled ones with their own account of the store, which decides what they
 * see. Attaching to a document asks that document's kind (canWrite and its content).
 */
export const workspacesPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  canAdminister: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
