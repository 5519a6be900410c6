import { hasRoles, type Audience, type Viewer } from '@newsroom/domain';
import { assignmentsPolicy, type GuidelineReaders } from '../assignments/assignments.policy';

/** The parts of a caller the rules look at (an Actor or a socket Viewer). */
type Caller = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

/** What the web may offer on a checklist; it never re-derives the rules. */
export interface ProductionAbilities {
  canEdit: boolean;
  canDelete: boolean;
}

/** What decides who may see a guideline, and so its checklist. */
export interface GuidelineVisibility extends GuidelineReaders {
  /** Groups restricting each of its programs (none = an open program). */
  groupsOf: ReadonlyMap<number, readonly number[]>;
}

/**
 * Who may do what with production checklists (area `production`). Reading needs
 * ROLE_PRODUCTION_READ; creating, saving, patching, removing and restoring ROLE_PRODUCTION_WRITE;
 * the checklist lookups (resources, types) are read by every checklist reader and managed with
 * ROLE_PRODUCTION_ADMIN. A checklist made from a guideline inherits its visibility: only who reads
 * the guideline whole (its programs, its privacy — root included) knows of the checklist, in every
 * route, list, search and event; creating from a guideline also needs ROLE_ASSIGNMENT_READ.
 */
export const productionsPolicy = {
  canRead: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_READ']),
  canWrite: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_WRITE']),
  canManageLookups: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_ADMIN']),
  canReadGuidelines: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_ASSIGNMENT_READ']),
  /** The guideline's own rule (assignmentsPolicy.canReadWhole): it exists for them and is not masked. */
  canSeeGuideline: (caller: Caller, guideline: GuidelineVisibility): boolean =>
    assignmentsPolicy.canReadWhole(caller, guideline, guideline.groupsOf),
  /** A checklist is seen as its guideline is; one of its own (no guideline) by every reader. */
  canSee: (caller: Caller, guideline: GuidelineVisibility | null): boolean =>
    guideline === null || productionsPolicy.canSeeGuideline(caller, guideline),
  /** canSee over the socket: who hears of a checklist's events (null = every checklist reader). */
  audience: (guideline: GuidelineVisibility | null): Audience | null =>
    guideline === null ? null : assignmentsPolicy.wholeAudience(guideline, guideline.groupsOf),
  abilities: (caller: Caller, production: { excluded: boolean }): ProductionAbilities => ({
    canEdit: productionsPolicy.canWrite(caller) && !production.excluded,
    canDelete: productionsPolicy.canWrite(caller) && !production.excluded,
  }),
};
