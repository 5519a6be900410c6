import { canAccessProgram, hasRoles, type Viewer } from '@newsroom/domain';

/** Who sees a news report's content. */
interface Privacy {
  isPrivate: boolean;
  ownerId: number | null;
  allowedUserIds: readonly number[];
}

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
  /** Visible when it has no program or one the viewer may access. */
  canSeePrograms: (
    who: Pick<Viewer, 'isRoot' | 'groupIds'>,
    programsIds: readonly number[],
    groupsOf: Map<number, number[]>,
  ): boolean =>
    programsIds.length === 0 ||
    programsIds.some((id) => canAccessProgram(who, { groupIds: groupsOf.get(id) ?? [] })),
  canSeeContent: (who: Pick<Viewer, 'userId'>, facts: Privacy): boolean =>
    !facts.isPrivate ||
    facts.ownerId === null ||
    facts.ownerId === who.userId ||
    facts.allowedUserIds.includes(who.userId),
  /**
   * Reads the news report whole: it exists for them (canSeePrograms) and its content is not masked
   * (canSeeContent). What its edit lock follows (newsReports.locks.ts).
   */
  canReadWhole: (
    who: Pick<Viewer, 'userId' | 'isRoot' | 'groupIds'>,
    report: Privacy & { programsIds: readonly number[] },
    groupsOf: Map<number, number[]>,
  ): boolean =>
    newsReportsPolicy.canSeePrograms(who, report.programsIds, groupsOf) &&
    newsReportsPolicy.canSeeContent(who, report),
  isOwner: (who: Pick<Viewer, 'userId'>, facts: Privacy): boolean =>
    facts.ownerId !== null && facts.ownerId === who.userId,
};
