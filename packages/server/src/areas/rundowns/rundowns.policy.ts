import { canAccessProgram, hasRoles, type StoryRow, type Viewer } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';

/** What the web may offer on a rundown; it never re-derives the rules. */
export interface RundownAbilities {
  canEdit: boolean;
  canApprove: boolean;
}

/**
 * Who may do what with rundowns. Reading needs ROLE_RUNDOWN_READ, changing ROLE_RUNDOWN_WRITE,
 * approving (and closing a rundown as displayed) ROLE_RUNDOWN_ADMIN. A rundown of a program
 * restricted to groups exists only for their members (404 for everyone else, root aside).
 */
export const rundownsPolicy = {
  canRead: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_READ']),
  canWrite: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_WRITE']),
  canApprove: (actor: Actor): boolean => hasRoles(actor.roles, ['ROLE_RUNDOWN_ADMIN']),
  canSeeProgram: (
    who: Pick<Viewer, 'isRoot' | 'groupIds'>,
    program: { groupIds: readonly number[] },
  ): boolean => canAccessProgram(who, program),
  abilities: (actor: Actor, rundown: { displayed: boolean }): RundownAbilities => ({
    canEdit: rundownsPolicy.canWrite(actor) && !rundown.displayed,
    canApprove: rundownsPolicy.canApprove(actor) && !rundown.displayed,
  }),
  /**
   * A private story with an owner is seen in full only by its owner and allowed users (spec 1
   * §4); everyone else sees a row with `visible: false` and slug and information blanked.
   */
  canSeeStory: (
    viewer: Pick<Viewer, 'userId'>,
    story: Pick<StoryRow, 'isPrivate' | 'ownerId' | 'allowedUserIds'>,
  ): boolean =>
    !story.isPrivate ||
    story.ownerId === null ||
    story.ownerId === viewer.userId ||
    story.allowedUserIds.includes(viewer.userId),
  /**
   * Deleting a story: whoever may see it and change rundowns, or its owner whatever their
   * rundown level (a copy of a private story must never be left that no one can remove).
   */
  canDeleteStory: (
    actor: Actor,
    story: Pick<StoryRow, 'isPrivate' | 'ownerId' | 'allowedUserIds'>,
  ): boolean =>
    story.ownerId === actor.userId ||
    (rundownsPolicy.canWrite(actor) && rundownsPolicy.canSeeStory(actor, story)),
};
