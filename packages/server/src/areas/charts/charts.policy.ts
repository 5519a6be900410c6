import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { programsPolicy } from '../programs/programs.policy';

/**
 * Who reads the managerial charts: the charts area's read level (ROLE_CHART_READ). The figures are
 * counts, never a document's content, so private documents count for everyone who reads charts;
 * one program's figures are for those who see that program (its groups, as its rundowns).
 */
export const chartsPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_CHART_READ']),
  canSeeProgram: (actor: Actor, program: { groupIds: readonly number[] }): boolean =>
    programsPolicy.canSee(actor, program),
};
