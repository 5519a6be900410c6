import { canAccessProgram, hasRoles, type Viewer } from '@newsroom/domain';

/**
 * Who may do what with assignment proposals. Reading needs ROLE_ASSIGNMENT_PROPOSAL_READ,
 * creating, editing and removing ROLE_ASSIGNMENT_PROPOSAL_WRITE; turning one into an assignment
 * is an assignment creation (assignments policy). A proposal whose programs are all restricted to
 * groups the viewer is not in does not exist for them (404), as with assignments.
 */
export const proposalsPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ASSIGNMENT_PROPOSAL_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean =>
    hasRoles(who.roles, ['ROLE_ASSIGNMENT_PROPOSAL_WRITE']),
  canSeePrograms: (
    who: Pick<Viewer, 'isRoot' | 'groupIds'>,
    programsIds: readonly number[],
    groupsOf: Map<number, number[]>,
  ): boolean =>
    programsIds.length === 0 ||
    programsIds.some((id) => canAccessProgram(who, { groupIds: groupsOf.get(id) ?? [] })),
};
