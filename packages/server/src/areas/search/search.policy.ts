import { canAccessProgram, hasRoles, type SearchKind } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** The read role of each indexed kind: the same role its area's lists need. */
export const KIND_READ_ROLES: Record<SearchKind, string> = {
  stories: 'ROLE_STORY_READ',
  assignments: 'ROLE_ASSIGNMENT_READ',
  productions: 'ROLE_PRODUCTION_READ',
  newsreports: 'ROLE_NEWS_REPORT_READ',
};

/**
 * Who finds what (issue 8): a kind only with its area's read role; documents of programs the
 * caller may not access (program group restrictions, as in the areas' lists) and private
 * documents of others (not owner, not allowed) never; excluded documents are not in the index.
 * Index state needs ROLE_ADMIN_READ, a rebuild ROLE_ADMIN_WRITE.
 */
export const searchPolicy = {
  readableKinds: (actor: Actor, kinds: readonly SearchKind[]): SearchKind[] =>
    kinds.filter((kind) => hasRoles(actor.roles, [KIND_READ_ROLES[kind]])),
  canSeeProgram: (actor: Actor, program: { groupIds: readonly number[] }): boolean =>
    canAccessProgram(actor, program),
  canReadIndexState: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  canRebuild: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
