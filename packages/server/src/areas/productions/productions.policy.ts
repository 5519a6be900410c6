import { canAccessProgram, hasRoles, type Viewer } from '@newsroom/domain';

/** The parts of a caller the rules look at (an Actor or a socket Viewer). */
type Caller = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

/** What the web may offer on a checklist; it never re-derives the rules. */
export interface ProductionAbilities {
  canEdit: boolean;
  canDelete: boolean;
}

/** The guideline fields that decide who may see it. */
export interface GuidelineVisibility {
  isPrivate: boolean;
  ownerId: number | null;
  allowedUserIds: readonly number[];
  /** Groups restricting each of its programs (empty list = open program). */
  programGroupIds: readonly (readonly number[])[];
}

/**
 * Who may do what with production checklists (area `production`). Reading needs
 * ROLE_PRODUCTION_READ; creating, saving, patching, removing and restoring ROLE_PRODUCTION_WRITE;
 * the checklist lookups (resources, types) are read by every checklist reader and managed with
 * ROLE_PRODUCTION_ADMIN. Creating from a guideline also needs to read that guideline
 * (ROLE_ASSIGNMENT_READ, and the guideline visible to the caller).
 */
export const productionsPolicy = {
  canRead: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_READ']),
  canWrite: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_WRITE']),
  canManageLookups: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_PRODUCTION_ADMIN']),
  canReadGuidelines: (caller: Caller): boolean => hasRoles(caller.roles, ['ROLE_ASSIGNMENT_READ']),
  /**
   * A guideline is visible unless it is private (owner, allowed users and root see it) or every
   * one of its programs is restricted to groups the caller is not in. No programs = the drawer,
   * open to every guideline reader.
   */
  canSeeGuideline: (caller: Caller, guideline: GuidelineVisibility): boolean => {
    if (caller.isRoot) return true;
    if (
      guideline.isPrivate &&
      guideline.ownerId !== null &&
      guideline.ownerId !== caller.userId &&
      !guideline.allowedUserIds.includes(caller.userId)
    ) {
      return false;
    }
    return (
      guideline.programGroupIds.length === 0 ||
      guideline.programGroupIds.some((groupIds) => canAccessProgram(caller, { groupIds }))
    );
  },
  abilities: (caller: Caller, production: { excluded: boolean }): ProductionAbilities => ({
    canEdit: productionsPolicy.canWrite(caller) && !production.excluded,
    canDelete: productionsPolicy.canWrite(caller) && !production.excluded,
  }),
};
