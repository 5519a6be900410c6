import { hasRoles, searchableKinds, type SearchKind } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who finds what (issue 8): a kind only with its area's read role (the domain's
 * SEARCH_KIND_READ_ROLES); documents of programs the caller may not access (program group
 * restrictions, as in the areas' lists) and private documents of others (not owner, not
 * allowed) never — both in the index's SQL (search.repository `visible`, canAccessProgram's rule
 * over `program_groups`); excluded documents are not in the index.
 * Index state needs ROLE_ADMIN_READ, a rebuild ROLE_ADMIN_WRITE.
 */
export const searchPolicy = {
  readableKinds: (actor: Actor, kinds: readonly SearchKind[]): SearchKind[] => {
    const searchable = searchableKinds(actor.roles);
    return kinds.filter((kind) => searchable.includes(kind));
  },
  canReadIndexState: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_READ']),
  canRebuild: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_ADMIN_WRITE']),
};
