import { hasRoles, type Viewer } from '@newsroom/domain';

type Who = Pick<Viewer, 'roles'>;

/**
 * Who may do what with the rounds (area `round`): readers see the day sheet; writers (producers)
 * tick calls and note what was said; segments, institutions and the rounds themselves are kept by
 * the area's administrators (the producers' chiefs) or by the newsroom's administrators, since
 * the spec lists institutions and segments among the administration lists. Turning a call into a
 * guideline or a proposal is that document's creation (its own role) by a sheet reader.
 */
export const roundsPolicy = {
  canRead: (who: Who): boolean => hasRoles(who.roles, ['ROLE_ROUND_READ']),
  canWrite: (who: Who): boolean => hasRoles(who.roles, ['ROLE_ROUND_WRITE']),
  /** The lists of segments, institutions and rounds: sheet readers and administrators. */
  canReadLists: (who: Who): boolean =>
    hasRoles(who.roles, ['ROLE_ROUND_READ']) || hasRoles(who.roles, ['ROLE_ADMIN_READ']),
  canAdminister: (who: Who): boolean =>
    hasRoles(who.roles, ['ROLE_ROUND_ADMIN']) || hasRoles(who.roles, ['ROLE_ADMIN_WRITE']),
};
