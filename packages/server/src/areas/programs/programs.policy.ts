import { canAccessProgram, hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with programs. Reading programs (ROLE_PROGRAM_READ) is held by most of the
 * newsroom, so it does not lift group restrictions: a restricted program is visible in full
 * only to its groups' members, root, and those who administer programs (ROLE_ADMIN_READ or
 * ROLE_PROGRAM_WRITE).
 */
export const programsPolicy = {
  /** Sees every program in full, restricted ones included (the admin list). */
  canSeeAll: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_ADMIN_READ']) || hasRoles(actor.roles, ['ROLE_PROGRAM_WRITE']),
  /** Reads a program in full at all (GET /api/programs/{id}): the program area's read level. */
  canRead: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_PROGRAM_READ']) || programsPolicy.canSeeAll(actor),
  /** Sees this program (its record, its people lists, its devices) despite group restrictions. */
  canSee: (actor: Actor, program: { groupIds: readonly number[] }): boolean =>
    programsPolicy.canSeeAll(actor) || canAccessProgram(actor, program),
  canWrite: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_PROGRAM_WRITE']) || hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
  canDelete: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_PROGRAM_ADMIN']),
};
