import { hasRoles, type Viewer } from '@newsroom/domain';
import { documentSight } from '../../platform/documents/documentSight';

/**
 * Who may do what with news reports. Reading needs ROLE_NEWS_REPORT_READ; creating,
 * saving, patching, copying, associating, removing and restoring ROLE_NEWS_REPORT_WRITE;
 * approving and disapproving ROLE_NEWS_REPORT_ADMIN (spec 2 §6 "a role for reportage approval").
 * A news report whose programs are all restricted to groups the viewer is not in does not exist
 * for them (404); one without programs is open to every reader. A private news report is seen in
 * full only by its owner and allowed users; only the owner shares it.
 */
export const newsReportsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_NEWS_REPORT_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_NEWS_REPORT_WRITE']),
  canApprove: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_NEWS_REPORT_ADMIN']),
  /** Creating from an assignment, or associating one, also needs to read assignments. */
  canUseAssignments: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ']),
  /** Removing an association with `keepGuideline=false` also sends the assignment to the trash. */
  canTrashAssignments: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_WRITE']),
  /** Programs and privacy; its edit lock follows canReadWhole (newsReports.locks.ts). */
  ...documentSight,
};
