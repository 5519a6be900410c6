import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with MOS. Device statuses are read by whoever reads rundowns (the rundown
 * toolbar shows them); testing a device is administration; the rundown MOS actions change the
 * rundown (write), its state is read with it. Program restrictions apply as for the rundown.
 */
export const mosPolicy = {
  canReadStatus: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_READ']),
  canTestDevice: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
  canReadRundown: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_READ']),
  canAct: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_WRITE']),
};
