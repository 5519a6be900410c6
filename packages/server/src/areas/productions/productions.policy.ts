import { hasRoles, type Audience, type Viewer } from '@newsroom/domain';
import { assignmentsPolicy, type AssignmentReaders } from '../assignments/assignments.policy';

/** The parts of a caller the rules look at (an Actor or a socket Viewer). */
type Caller = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

/** What the web may offer on a production; it never re-derives the rules. */
export interface ProductionAbilities {
  canEdit: boolean;
  canDelete: boolean;
}

/** What decides who may see an assignment, and so its production. */
export interface AssignmentVisibility extends AssignmentReaders {
  /** Groups restricting each of its programs (none = an open program). */
  groupsOf: ReadonlyMap<number, readonly number[]>;
}

/**
 * Who may do what with productions (area `production`). Reading needs ROLE_PRODUCTION_READ;
 * creating, saving, patching, removing and restoring ROLE_PRODUCTION_WRITE; the production lookups
 * (resources, types) are read by every production reader and managed with ROLE_PRODUCTION_ADMIN. A
 * production made from an assignment inherits its visibility: only who reads the assignment whole
 * (its programs, its privacy — root included) knows of the production, in every route, list, search
 * and event; creating from an assignment also needs ROLE_ASSIGNMENT_READ.
 */
export const productionsPolicy = {
  canRead: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_READ']),
  canWrite: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_WRITE']),
  canManageLookups: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_ADMIN']),
  canReadAssignments: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_ASSIGNMENT_READ']),
  /**
   * The assignment's own rule (assignmentsPolicy.canReadWhole): it exists for them and is not
   * masked.
   */
  canSeeAssignment: (caller: Caller, assignment: AssignmentVisibility): boolean =>
    assignmentsPolicy.canReadWhole(caller, assignment, assignment.groupsOf),
  /** A production is seen as its assignment is; one of its own (no assignment) by every reader. */
  canSee: (caller: Caller, assignment: AssignmentVisibility | null): boolean =>
    assignment === null || productionsPolicy.canSeeAssignment(caller, assignment),
  /**
   * canSee over the socket: who hears of a production's events (null = every production reader).
   */
  audience: (assignment: AssignmentVisibility | null): Audience | null =>
    assignment === null ? null : assignmentsPolicy.wholeAudience(assignment, assignment.groupsOf),
  abilities: (caller: Caller, production: { excluded: boolean }): ProductionAbilities => ({
    canEdit: productionsPolicy.canWrite(caller) && !production.excluded,
    canDelete: productionsPolicy.canWrite(caller) && !production.excluded,
  }),
};
