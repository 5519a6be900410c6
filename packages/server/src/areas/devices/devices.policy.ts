import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with devices. Devices are administration (spec 1 §2 "devices"): the full list
 * and one device in full (hosts, ports, URLs) need ROLE_ADMIN_READ, changes ROLE_ADMIN_WRITE.
 * A device's CG templates, the pickers (CGs, MAMs, playouts) and the enums are read by any
 * session: the story editor needs the CG templates, the media centre the asset managers, the
 * program form the CGs and playouts.
 */
export const devicesPolicy = {
  /** GET /api/devices (every device, disabled ones included) and GET /api/devices/{id}. */
  canList: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  /** Create, update and delete. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
