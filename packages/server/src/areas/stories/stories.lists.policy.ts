import { hasRoles } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/**
 * Who may use the story lists, the drawer and the sources. Reading needs ROLE_STORY_READ,
 * drawer changes ROLE_STORY_WRITE; a call that also changes a rundown (send to or move from the
 * drawer, a new story from a source into a block, a restore into its block) also needs
 * ROLE_RUNDOWN_WRITE. Program group restrictions apply as in the rundowns (404 to outsiders).
 */
export const storyListsPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_STORY_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_STORY_WRITE']),
  canWriteRundowns: (actor: Actor): boolean =>
    hasRoles(actor.roles, ['ROLE_STORY_WRITE', 'ROLE_RUNDOWN_WRITE']),
};
