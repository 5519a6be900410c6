import { hasRoles, type Viewer } from '@newsroom/domain';
import { documentSight } from '../../platform/documents/documentSight';

/**
 * Who may do what with reports (area `report`): readers read them, writers create, save, copy,
 * remove and restore them, and ROLE_REPORT_ADMIN (the chief) approves and disapproves. Reports
 * are not bound to programs; a private report is seen whole only by its owner and the people it
 * is shared with, and only the owner shares it. Report categories and events are administration
 * lists: report readers and administrators read them, ROLE_ADMIN_WRITE keeps them.
 */
export const reportsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_REPORT_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_REPORT_WRITE']),
  canApprove: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_REPORT_ADMIN']),
  canReadTerms: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_REPORT_READ']) || hasRoles(who.roles, ['ROLE_ADMIN_READ']),
  canAdministerTerms: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ADMIN_WRITE']),
  canSeeContent: documentSight.canSeeContent,
  isOwner: documentSight.isOwner,
};
