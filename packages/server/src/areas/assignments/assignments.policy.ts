import {
  canAccessProgram,
  hasRoles,
  isFinishedState,
  type DocumentState,
  type Viewer,
} from '@newsroom/domain';

/** What a guideline's rules look at. */
export interface AssignmentFacts {
  state: DocumentState;
  excluded: boolean;
  isPrivate: boolean;
  ownerId: number | null;
  allowedUserIds: readonly number[];
}

/** Who sees a guideline's content. */
type Privacy = Pick<AssignmentFacts, 'isPrivate' | 'ownerId' | 'allowedUserIds'>;

/** Who may see content: the viewer's id; roles and groups for abilities and programs. */
type Who = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

/**
 * Who may do what with guidelines (assignments). Reading needs ROLE_ASSIGNMENT_READ; creating,
 * saving, patching, copying, removing and restoring ROLE_ASSIGNMENT_WRITE; reopening a finished
 * guideline while the configuration locks finished ones needs ROLE_ASSIGNMENT_ADMIN. A guideline
 * whose programs are all restricted to groups the viewer is not in does not exist for them (404);
 * one without programs (the drawer) is open to every reader. A private guideline is seen in full
 * only by its owner and allowed users; only the owner shares it.
 */
export const assignmentsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_ASSIGNMENT_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_ASSIGNMENT_WRITE']),
  canReopenLocked: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ASSIGNMENT_ADMIN']),
  /** Creating from a proposal also needs to read proposals. */
  canConvertProposal: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_PROPOSAL_READ']),
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
  isOwner: (who: Pick<Viewer, 'userId'>, facts: Privacy): boolean =>
    facts.ownerId !== null && facts.ownerId === who.userId,
  /** Finished and the configuration locks finished guidelines. */
  isFinishedLocked: (facts: Pick<AssignmentFacts, 'state'>, lockFinished: boolean): boolean =>
    lockFinished && isFinishedState(facts.state),
  abilities(who: Who, facts: AssignmentFacts, lockFinished: boolean) {
    const writer =
      assignmentsPolicy.canWrite(who) &&
      assignmentsPolicy.canSeeContent(who, facts) &&
      !facts.excluded;
    return {
      canEdit: writer && !assignmentsPolicy.isFinishedLocked(facts, lockFinished),
      canDelete: writer,
      canShare: writer && assignmentsPolicy.isOwner(who, facts),
    };
  },
};
