import { hasRoles, roleName } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** Role that reads the media centre (devices, search, thumbnails). */
export const ROLE_MEDIA_READ = roleName('media', 'read');
/** Role that asks an asset manager to sync and creates or changes its objects. */
export const ROLE_MEDIA_WRITE = roleName('media', 'write');

/**
 * Who may use the media centre: searching an asset manager and seeing thumbnails is reading the
 * `media` area. Inserting a picked media into a story is a story save and follows the story rules.
 */
export const mediaPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_MEDIA_READ]),
  /** Asking a sync and writing objects change the asset manager: the `media` write role. */
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, [ROLE_MEDIA_WRITE]),
};
