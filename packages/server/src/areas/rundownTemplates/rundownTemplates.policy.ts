import { canAccessProgram, hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may do what with rundown templates and story templates: they belong to the rundown area
 * (read ROLE_RUNDOWN_READ, change ROLE_RUNDOWN_WRITE), and a program restricted to groups hides
 * its templates from outsiders as it hides its rundowns (404).
 */
export const rundownTemplatesPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_WRITE']),
  canSeeProgram: (actor: Actor, program: { groupIds: readonly number[] }): boolean =>
    canAccessProgram(actor, program),
};
