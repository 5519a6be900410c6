import { hasRoles, type Viewer } from '@newsroom/domain';
import { documentSight } from '../../platform/documents/documentSight';

/**
 * Who may do what with posts (area `post`): readers read them, writers create, save, copy, remove
 * and restore them, and ROLE_POST_ADMIN publishes and unpublishes (the web editor's call). Posts
 * are not bound to programs; a private post is seen whole only by its owner and the people it is
 * shared with, and only the owner shares it. WordPress sites are an administration list.
 */
export const postsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_POST_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_POST_WRITE']),
  canPublish: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_POST_ADMIN']),
  /** The site list: post readers choose a site, administrators keep it. */
  canReadSites: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_POST_READ']) || hasRoles(who.roles, ['ROLE_ADMIN_READ']),
  canAdministerSites: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ADMIN_WRITE']),
  /** A site's authors and categories: who writes posts, and administrators checking a site. */
  canReadSiteTerms: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_POST_WRITE']) || hasRoles(who.roles, ['ROLE_ADMIN_READ']),
  canSeeContent: documentSight.canSeeContent,
  isOwner: documentSight.isOwner,
};
