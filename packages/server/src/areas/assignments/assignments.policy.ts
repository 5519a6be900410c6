import {
  hasRoles,
  isFinishedState,
  type Audience,
  type DocumentState,
  type Viewer,
} from '@newsroom/domain';
import {
  documentSight,
  type DocumentPrivacy,
  type DocumentReaders,
  type ProgramGroups,
} from '../../platform/documents/documentSight';

/** What an assignment's rules look at. */
export interface AssignmentFacts extends DocumentPrivacy {
  state: DocumentState;
  excluded: boolean;
}

/** Who may see content: the viewer's id; roles and groups for abilities and programs. */
type Who = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

/** What decides who reads an assignment whole: its privacy and its programs. */
export type AssignmentReaders = DocumentReaders;

/**
 * Who may do what with assignments. Reading needs ROLE_ASSIGNMENT_READ; creating,
 * saving, patching, copying, removing and restoring ROLE_ASSIGNMENT_WRITE; reopening a finished
 * assignment while the configuration locks finished ones needs ROLE_ASSIGNMENT_ADMIN. An assignment
 * whose programs are all restricted to groups the viewer is not in does not exist for them (404);
 * one without programs (the drawer) is open to every reader. A private assignment is seen in full
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
  /** Programs and privacy; its production inherits canReadWhole. */
  ...documentSight,
  /**
   * canSeePrograms over the socket: everyone reading assignments (null), unless every one of its
   * programs is restricted to groups — then only those groups' members (root aside).
   */
  programsAudience: (programsIds: readonly number[], groupsOf: ProgramGroups): Audience | null => {
    const lists = programsIds.map((id) => groupsOf.get(id) ?? []);
    if (lists.length === 0 || lists.some((groups) => groups.length === 0)) return null;
    return { programGroupIds: [...new Set(lists.flat())] };
  },
  /** canReadWhole over the socket: the programs' audience, and the readers when private. */
  wholeAudience: (assignment: AssignmentReaders, groupsOf: ProgramGroups): Audience | null => {
    const programs = assignmentsPolicy.programsAudience(assignment.programsIds, groupsOf);
    if (!assignment.isPrivate || assignment.ownerId === null) return programs;
    return {
      ...programs,
      privateTo: [...new Set([assignment.ownerId, ...assignment.allowedUserIds])],
    };
  },
  /** Finished and the configuration locks finished assignments. */
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
