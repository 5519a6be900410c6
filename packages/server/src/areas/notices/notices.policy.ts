import { hasRoles, type Viewer } from '@newsroom/domain';

type Who = Pick<Viewer, 'userId' | 'roles'>;

/**
 * Who may do what with notices (area `notice`): readers see them, writers post them, and a notice
 * is taken down by its author or a notice administrator.
 */
export const noticesPolicy = {
  canRead: (who: Who): boolean => hasRoles(who.roles, ['ROLE_NOTICE_READ']),
  canWrite: (who: Who): boolean => hasRoles(who.roles, ['ROLE_NOTICE_WRITE']),
  canRemove: (who: Who, notice: { authorId: number | null }): boolean =>
    notice.authorId === who.userId || hasRoles(who.roles, ['ROLE_NOTICE_ADMIN']),
};
